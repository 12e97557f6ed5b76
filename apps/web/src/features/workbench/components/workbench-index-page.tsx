import { Card, Col, Empty, List, Row, Statistic, Tag, Typography } from 'antd';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../../lib/format';
import { useCall } from '../../../lib/query';
import { useLatestNotices, useNoticeCounts, useOpenTodo, useTodoCounts, useUpdates, workbenchApi } from '../api/workbench-api';
import { EntranceCard } from './entrance-card';
import { STATE_COLOR, useWorkbenchLabels } from './workbench-labels';

const SUMMARY = ['open', 'overdue', 'in_progress', 'delayed'] as const;

/** The to-do summary: open, overdue, in progress, delayed; and the latest open to-dos, each opening its item. */
function TodoSummary() {
  const { t } = useTranslation('workbench');
  const labels = useWorkbenchLabels();
  const navigate = useNavigate();
  const counts = useTodoCounts();
  const latest = useCall(workbenchApi.todoPage, { pageNo: 1, pageSize: 5 });
  const open = useOpenTodo();
  return (
    <Card
      title={t('index.todos')}
      size="small"
      extra={<Typography.Link onClick={() => void navigate('/workbench/TodoList')}>{t('action.more')}</Typography.Link>}
    >
      <Row gutter={16}>
        {SUMMARY.map((k) => (
          <Col span={6} key={k}>
            <Statistic
              title={k === 'open' ? t('index.open') : labels.state(k)}
              value={counts.data?.[k] ?? 0}
              valueStyle={k === 'overdue' && (counts.data?.overdue ?? 0) > 0 ? { color: '#cf1322' } : undefined}
              data-testid={`index-count-${k}`}
            />
          </Col>
        ))}
      </Row>
      <List
        size="small"
        data-testid="index-todos"
        locale={{ emptyText: <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('index.noTodos')} /> }}
        dataSource={latest.data?.rows ?? []}
        renderItem={(r) => (
          <List.Item extra={<Tag color={STATE_COLOR[r.status]}>{labels.state(r.status)}</Tag>}>
            <Typography.Link data-testid={`index-todo-${r.id}`} onClick={() => void open(r)}>
              {r.title}
            </Typography.Link>
          </List.Item>
        )}
      />
    </Card>
  );
}

function LatestNotices() {
  const { t } = useTranslation('workbench');
  const navigate = useNavigate();
  const counts = useNoticeCounts();
  const notices = useLatestNotices();
  return (
    <Card
      size="small"
      title={t('index.notices', { unread: counts.data?.unread ?? 0 })}
      data-testid="index-notices"
      extra={<Typography.Link onClick={() => void navigate('/workbench/historyNotice')}>{t('action.more')}</Typography.Link>}
    >
      <List
        size="small"
        locale={{ emptyText: <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('index.noNotices')} /> }}
        dataSource={notices.data?.rows ?? []}
        renderItem={(n) => (
          <List.Item extra={<Typography.Text type="secondary">{formatDateTime(n.createdAt)}</Typography.Text>}>
            <Typography.Text strong={!n.read} data-testid={`index-notice-${n.id}`}>
              {n.title}
            </Typography.Text>
          </List.Item>
        )}
      />
    </Card>
  );
}

function MyUpdates() {
  const { t } = useTranslation('workbench');
  const updates = useUpdates();
  return (
    <Card size="small" title={t('index.updates')} data-testid="index-updates">
      <List
        size="small"
        locale={{ emptyText: <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('index.noUpdates')} /> }}
        dataSource={updates.data ?? []}
        renderItem={(u) => (
          <List.Item extra={<Typography.Text type="secondary">{formatDateTime(u.at)}</Typography.Text>}>
            <span data-testid={`index-update-${u.id}`}>{t('index.update', { action: u.actionLabel, entity: u.entityLabel })}</span>
          </List.Item>
        )}
      />
    </Card>
  );
}

/** /workbench/index: what must I do today: to-dos with counts, common entrances, latest notices, my updates. */
export function WorkbenchIndexPage() {
  return (
    <Row gutter={[16, 16]}>
      <Col xs={24} lg={14}>
        <TodoSummary />
      </Col>
      <Col xs={24} lg={10}>
        <EntranceCard />
      </Col>
      <Col xs={24} lg={14}>
        <LatestNotices />
      </Col>
      <Col xs={24} lg={10}>
        <MyUpdates />
      </Col>
    </Row>
  );
}
