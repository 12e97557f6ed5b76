import { useEffect, useState } from 'react';
import { Badge, Tooltip } from 'antd';
import { CarryOutOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { LiveCounts } from '@carbon/domain';
import { followLiveCounts } from './live-stream';

/** The user's open to-dos, live (server-sent events); opens the to-do list. */
export function TodoBadge() {
  const { t } = useTranslation('live');
  const [counts, setCounts] = useState<LiveCounts | undefined>();
  useEffect(() => followLiveCounts(setCounts), []);
  const todo = counts?.todoCount ?? 0;
  const label = t('todoBadge.title', { count: todo });
  return (
    <Tooltip title={label}>
      <Link to="/workbench/TodoList" aria-label={label} data-testid="todo-badge" style={{ color: 'inherit', display: 'inline-flex' }}>
        <Badge count={todo} size="small" overflowCount={99} data-testid="todo-badge-count">
          <CarryOutOutlined style={{ fontSize: 18 }} />
        </Badge>
      </Link>
    </Tooltip>
  );
}
