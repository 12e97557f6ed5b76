import { describe, expect, it } from 'vitest';
import { translate } from '../i18n/messages/index.js';
import { dueSoon, isOpenTodo, nextTodoState, type TodoState } from './todo-rules.js';
import { entranceSaveRequest } from './workbench.schema.js';
import { noticeKindKey, parseTitleParams, renderTitle, todoKindKey } from './titles.js';

const deadline = new Date('2026-05-10T23:59:59.999Z');
const before = new Date('2026-05-10T12:00:00Z');
const after = new Date('2026-05-11T00:00:00Z');

describe('to-do state rule', () => {
  it.each<[TodoState, 'start' | 'complete' | 'tick', Date, TodoState | null]>([
    ['todo', 'start', before, 'in_progress'],
    ['in_progress', 'start', before, 'in_progress'],
    ['overdue', 'start', after, 'overdue'],
    ['completed', 'start', before, null],
    ['delayed', 'start', after, null],
    ['todo', 'complete', before, 'completed'],
    ['in_progress', 'complete', before, 'completed'],
    ['todo', 'complete', after, 'delayed'],
    ['overdue', 'complete', after, 'delayed'],
    ['completed', 'complete', after, null],
    ['todo', 'tick', before, null],
    ['todo', 'tick', after, 'overdue'],
    ['in_progress', 'tick', after, 'overdue'],
    ['overdue', 'tick', after, null],
    ['completed', 'tick', after, null],
  ])('%s on %s at %s → %s', (state, event, now, expected) => {
    expect(nextTodoState(state, event, deadline, now)).toBe(expected);
  });

  it('never makes a to-do without a deadline overdue or delayed', () => {
    expect(nextTodoState('todo', 'tick', null, after)).toBeNull();
    expect(nextTodoState('overdue', 'complete', null, after)).toBe('completed');
  });

  it('a deadline reached exactly is not passed', () => {
    expect(nextTodoState('todo', 'tick', deadline, new Date(deadline.getTime()))).toBeNull();
    expect(nextTodoState('todo', 'tick', deadline, new Date(deadline.getTime() + 1))).toBe('overdue');
  });

  it('open states are todo, in progress and overdue', () => {
    expect(['todo', 'in_progress', 'overdue', 'completed', 'delayed'].map(isOpenTodo)).toEqual([true, true, true, false, false]);
  });

  it('is due soon within 3 days of the deadline, while open and not yet past it', () => {
    const d = new Date('2026-05-10T00:00:00Z');
    expect(dueSoon('todo', d, new Date('2026-05-06T23:59:59Z'))).toBe(false); // 3 days and 1 second before
    expect(dueSoon('todo', d, new Date('2026-05-07T00:00:00Z'))).toBe(true); // exactly 3 days
    expect(dueSoon('in_progress', d, new Date('2026-05-09T00:00:00Z'))).toBe(true);
    expect(dueSoon('todo', d, new Date('2026-05-10T00:00:01Z'))).toBe(false); // past: overdue instead
    expect(dueSoon('completed', d, new Date('2026-05-09T00:00:00Z'))).toBe(false);
    expect(dueSoon('todo', null, new Date('2026-05-09T00:00:00Z'))).toBe(false);
  });
});

describe('entrances request', () => {
  it('accepts up to three distinct codes and refuses a fourth with the workbench message', () => {
    expect(entranceSaveRequest.safeParse({ menuCodes: ['a', 'b', 'c'] }).success).toBe(true);
    const four = entranceSaveRequest.safeParse({ menuCodes: ['a', 'b', 'c', 'd'] });
    expect(four.success).toBe(false);
    expect(four.error?.issues[0]?.message).toBe('workbench.entrance.tooMany');
    expect(entranceSaveRequest.safeParse({ menuCodes: ['a', 'a'] }).error?.issues[0]?.message).toBe('workbench.entrance.repeated');
  });
});

describe('titles', () => {
  it('renders a stored title in the reader language, and a to-do title nested in a notice', () => {
    const params = parseTitleParams('{"task":"FY2026 A1","todoKey":"inventory.todo.fill","deadline":"2026-05-10"}');
    expect(renderTitle('en-US', 'workbench.notice.dueSoon', params, 'x')).toBe(
      'The to-do "Fill in and submit the inventory task "FY2026 A1"" is due on 2026-05-10',
    );
    expect(renderTitle('zh-CN', 'workbench.notice.dueSoon', params, 'x')).toBe('待办“填报并提交盘查任务“FY2026 A1””将于 2026-05-10 到期');
  });

  it('falls back for a key the catalogue does not hold, and reads bad parameters as none', () => {
    expect(renderTitle('en-US', 'env.todo.unknownKey', {}, 'Environmental alarm')).toBe('Environmental alarm');
    expect(parseTitleParams('not json')).toEqual({});
    expect(parseTitleParams('[1]')).toEqual({});
    expect(parseTitleParams('{"a":{"b":1},"c":2}')).toEqual({ c: 2 });
  });

  it('labels every known kind in three languages and unknown kinds as other', () => {
    expect(translate('en-US', todoKindKey('env_alarm'))).toBe('Environmental alarm');
    expect(translate('zh-TW', todoKindKey('something_new'))).toBe('其他');
    expect(translate('zh-CN', noticeKindKey('due_soon'))).toBe('即将到期');
  });
});
