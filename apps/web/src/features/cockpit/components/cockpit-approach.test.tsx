import { describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import { renderAt } from '../../../test-utils';
import { chooseOption, optionsOf } from '../../../components/antd-test-kit';
import { CockpitApproach } from './cockpit-approach';

describe('cockpit consolidation approach (issue 26)', () => {
  it('says which approach the figures follow, in the screen language', async () => {
    renderAt(<CockpitApproach approach="equity-share" />);
    expect((await screen.findByTestId('cockpit-approach')).textContent).toBe("Consolidated under Equity share (the group's setting)");
  });

  it('an answer without an approach (an older server) is the default, operational control', async () => {
    renderAt(<CockpitApproach approach={undefined} />, '/', 'zh-TW');
    expect((await screen.findByTestId('cockpit-approach')).textContent).toBe('依營運控制權法合併（集團設定）');
  });

  it('an approach asked for is not called the group setting; signed in, the switch offers the three and answers the choice', async () => {
    const onChange = vi.fn();
    renderAt(<CockpitApproach approach="financial-control" asked="financial-control" onChange={onChange} />);
    expect((await screen.findByTestId('cockpit-approach')).textContent).toBe('Consolidated under Financial control');
    expect(await optionsOf('cockpit-approach-switch')).toEqual(['Equity share', 'Operational control', 'Financial control']);
    await chooseOption('cockpit-approach-switch', 'Equity share');
    expect(onChange).toHaveBeenCalledWith('equity-share');
  });

  it('a wall screen (no onChange) shows no switch', async () => {
    renderAt(<CockpitApproach approach="equity-share" asked="equity-share" />);
    await screen.findByTestId('cockpit-approach');
    expect(screen.queryByTestId('cockpit-approach-switch')).toBeNull();
  });
});
