import type { HTMLAttributes } from 'react';
import { Descriptions, Table, Typography } from 'antd';
import { ArrowRightOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import type { AuditRow } from '@carbon/domain';
import { fieldLabel, valueText } from './audit-labels';

/** One field that differs between the snapshots; a dotted path for a nested object's field. */
export type FieldChange = { path: string; before: unknown; after: unknown };

const isPlainObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

/** `{ a: 1, park: { name: 'x' } }` → `{ a: 1, 'park.name': 'x' }`; lists and scalars are leaves. */
function flatten(value: unknown, prefix = '', out: Record<string, unknown> = {}): Record<string, unknown> {
  if (!isPlainObject(value)) {
    if (prefix) out[prefix] = value;
    return out;
  }
  for (const [k, v] of Object.entries(value)) {
    const path = prefix ? `${prefix}.${k}` : k;
    if (isPlainObject(v) && Object.keys(v).length > 0) flatten(v, path, out);
    else out[path] = v;
  }
  return out;
}

const same = (a: unknown, b: unknown) => JSON.stringify(a ?? null) === JSON.stringify(b ?? null);

/**
 * The fields that differ between two audit snapshots, in the order the record lists them
 * (after's fields first, then fields only the before had). An add lists every field of the
 * after, a delete every field of the before. A snapshot that is not an object (rare) is one
 * change without a field name.
 */
export function diffSnapshots(before: unknown, after: unknown): FieldChange[] {
  const hasBefore = before !== null && before !== undefined;
  const hasAfter = after !== null && after !== undefined;
  if (!hasBefore && !hasAfter) return [];
  if ((hasBefore && !isPlainObject(before)) || (hasAfter && !isPlainObject(after)))
    return same(before, after) ? [] : [{ path: '', before, after }];
  const b = flatten(before);
  const a = flatten(after);
  const paths = [...new Set([...Object.keys(a), ...Object.keys(b)])];
  return paths.filter((p) => !same(b[p], a[p])).map((path) => ({ path, before: b[path], after: a[path] }));
}

/**
 * An audit record's change, field by field: the field's label (the entity's form label where the
 * web has one, else a humanised key), then before → after (data-testids `audit-diff`,
 * `audit-diff-<path>`, `audit-diff-none`).
 */
export function AuditDiff({ row }: { row: AuditRow }) {
  const { t, i18n } = useTranslation('auditLog');
  const exists = (key: string, ns: string) => i18n.exists(key, { ns });
  const changes = diffSnapshots(row.before, row.after);
  const text = (path: string, v: unknown) => valueText(t, row.entity, path, v);
  return (
    <div data-testid="audit-diff">
      {changes.length === 0 ? (
        <Typography.Text type="secondary" data-testid="audit-diff-none">
          {t('diff.none')}
        </Typography.Text>
      ) : (
        <Table<FieldChange>
          size="small"
          rowKey="path"
          pagination={false}
          dataSource={changes}
          onRow={(c) => ({ 'data-testid': `audit-diff-${c.path || 'value'}` }) as HTMLAttributes<HTMLElement>}
          columns={[
            {
              title: t('diff.field'),
              dataIndex: 'path',
              width: '25%',
              render: (_, c) => (c.path ? fieldLabel(t, exists, row.entity, c.path) : t('diff.value')),
            },
            // the values as recorded, every place their own: a trail that rounded would hide a change
            // (exempt from the rounding of figures, issue 25 item 8)
            {
              title: t('field.before'),
              dataIndex: 'before',
              render: (_, c) => (
                <span className="audit-before" data-as-entered>
                  {text(c.path, c.before)}
                </span>
              ),
            },
            { title: '', key: 'arrow', width: 32, align: 'center', render: () => <ArrowRightOutlined /> },
            {
              title: t('field.after'),
              dataIndex: 'after',
              render: (_, c) => (
                <span className="audit-after" data-as-entered>
                  {text(c.path, c.after)}
                </span>
              ),
            },
          ]}
        />
      )}
      <Descriptions size="small" column={1} style={{ marginTop: 8 }}>
        <Descriptions.Item label={t('field.requestId')}>{row.requestId ?? '—'}</Descriptions.Item>
      </Descriptions>
    </div>
  );
}
