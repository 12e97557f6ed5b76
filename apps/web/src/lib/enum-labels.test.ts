import { describe, expect, it } from 'vitest';
import type { EnumDef } from '@carbon/domain';
import { enumColumn, enumOptions, enumText, enumValueEnum } from './enum-labels';

// A small catalogue written here, so the expected labels are known without the domain's messages.
const COLOUR: EnumDef<number> = {
  code: 'colour',
  key: 'enumType.colour',
  items: [
    { code: 1, name: 'red', key: 'enum.colour.red' },
    { code: 2, name: 'green', key: 'enum.colour.green' },
  ],
};
const td = (key: string) => `<${key}>`;

describe('enumText', () => {
  it('shows the label of a known code, given as number or string', () => {
    expect(enumText(td, COLOUR, 2)).toBe('<enum.colour.green>');
    expect(enumText(td, COLOUR, '1')).toBe('<enum.colour.red>');
  });
  it('shows a dash, never the code, for nothing, empty or an unknown code', () => {
    expect(enumText(td, COLOUR, null)).toBe('—');
    expect(enumText(td, COLOUR, undefined)).toBe('—');
    expect(enumText(td, COLOUR, '')).toBe('—');
    expect(enumText(td, COLOUR, 7)).toBe('—');
  });
  it('takes the dash a screen uses', () => {
    expect(enumText(td, COLOUR, 7, '-')).toBe('-');
    expect(enumText(td, COLOUR, 1, '-')).toBe('<enum.colour.red>');
  });
});

describe('enumOptions', () => {
  it('lists the codes as defined, in definition order, labelled', () => {
    expect(enumOptions(td, COLOUR)).toEqual([
      { value: 1, label: '<enum.colour.red>' },
      { value: 2, label: '<enum.colour.green>' },
    ]);
  });
  it('maps the values when asked: the wire strings with String', () => {
    expect(enumOptions(td, COLOUR, String).map((o) => o.value)).toEqual(['1', '2']);
  });
});

describe('enumValueEnum', () => {
  it('keys the labels by the code as a string', () => {
    expect(enumValueEnum(td, COLOUR)).toEqual({ '1': { text: '<enum.colour.red>' }, '2': { text: '<enum.colour.green>' } });
  });
});

describe('enumColumn', () => {
  it('searches by a select of the labels keyed by the wire string, and takes the caller render', () => {
    const render = () => 'shown';
    const column = enumColumn<{ colour: number }>(td, COLOUR, 'Colour', 'colour', 'x-search-colour', { render, hideInTable: true });
    expect(column).toMatchObject({
      title: 'Colour',
      dataIndex: 'colour',
      valueType: 'select',
      valueEnum: { '1': { text: '<enum.colour.red>' }, '2': { text: '<enum.colour.green>' } },
      fieldProps: { 'data-testid': 'x-search-colour' },
      hideInTable: true,
    });
    expect(column.render).toBe(render);
  });
});
