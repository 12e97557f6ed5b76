import { useEffect, useRef, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { Badge, Tooltip } from 'antd';
import { CarryOutOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { LiveCounts } from '@carbon/domain';
import { followSharedLiveCounts } from './live-stream';

/** Reads answered from these paths (the workbench's lists and counts, the approval centre's) change with the live counts. */
const LIVE_PATHS = ['/api/main/workbench/', '/api/main/approval/'];

/**
 * The user's open to-dos, live (server-sent events); opens the to-do list. When the counts change, the
 * workbench's and approval centre's reads on screen are fetched again, so an open page follows without a reload.
 */
export function TodoBadge() {
  const { t } = useTranslation('live');
  const client = useQueryClient();
  const [counts, setCounts] = useState<LiveCounts | undefined>();
  const last = useRef<LiveCounts | undefined>(undefined);
  useEffect(
    () =>
      followSharedLiveCounts((next) => {
        const before = last.current;
        last.current = next;
        setCounts(next);
        if (before && (before.todoCount !== next.todoCount || before.noticeCount !== next.noticeCount)) {
          void client.invalidateQueries({ predicate: (q) => LIVE_PATHS.some((p) => String(q.queryKey[0]).startsWith(p)) });
        }
      }),
    [client],
  );
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
