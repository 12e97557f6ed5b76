import { Select, type SelectProps } from 'antd';

/**
 * A select whose options the server finds: what is typed goes to `onSearch` (the caller's query, by keyword) and the
 * options shown are the answer as given, not filtered again in the browser.
 */
export function SearchSelect<V = string>(
  props: Omit<SelectProps<V>, 'showSearch' | 'filterOption'> & { onSearch: (keyword: string) => void },
) {
  return <Select<V> showSearch filterOption={false} {...props} />;
}
