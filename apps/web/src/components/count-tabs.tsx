import { Badge, Space, Tabs } from 'antd';
import type { ReactNode } from 'react';

type CountTabsProps<K extends string> = {
  /** The tabs' testid. */
  testId: string;
  /** Each tab's label testid is `<tabPrefix>-<key>`, its count's `<countPrefix>-<key>`. */
  tabPrefix: string;
  countPrefix: string;
  keys: readonly K[];
  active: K;
  onChange: (key: K) => void;
  label: (key: K) => ReactNode;
  /** The tab's count (0 while not known). */
  count: (key: K) => number | undefined;
  /** A count that calls for action (red); the others are grey. */
  urgent: (key: K) => boolean;
};

/** Tabs that each show how many rows they hold (the approval centre's views, the to-do states); zero shown, 999+ above. */
export function CountTabs<K extends string>({
  testId,
  tabPrefix,
  countPrefix,
  keys,
  active,
  onChange,
  label,
  count,
  urgent,
}: CountTabsProps<K>) {
  return (
    <Tabs
      data-testid={testId}
      activeKey={active}
      onChange={(key) => onChange(key as K)}
      items={keys.map((k) => ({
        key: k,
        label: (
          <Space size={6} data-testid={`${tabPrefix}-${k}`}>
            {label(k)}
            <Badge
              data-testid={`${countPrefix}-${k}`}
              count={count(k) ?? 0}
              showZero
              overflowCount={999}
              color={urgent(k) ? undefined : 'gray'}
            />
          </Space>
        ),
      }))}
    />
  );
}
