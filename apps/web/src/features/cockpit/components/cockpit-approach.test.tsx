import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { renderAt } from '../../../test-utils';
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
});
