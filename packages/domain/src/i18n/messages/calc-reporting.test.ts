import { describe, expect, it } from 'vitest';
import { translate } from './index.js';

describe('consolidation relationship labels', () => {
  // issue 25 item 13: a BU's line under a park (the reporting company's own unit) was called 母公司 in the Excel export
  it('calls the reporting company’s own units the reporting company, never a parent company, in every language', () => {
    expect(translate('zh-CN', 'calc.consolidation.relationship.parent')).toBe('报告主体（本公司）');
    expect(translate('en-US', 'calc.consolidation.relationship.parent')).toBe('Reporting company (itself)');
    expect(translate('zh-TW', 'calc.consolidation.relationship.parent')).toBe('報告主體（本公司）');
    for (const locale of ['zh-CN', 'en-US', 'zh-TW'] as const)
      expect(translate(locale, 'calc.consolidation.relationship.parent')).not.toMatch(/母公司|Parent/);
  });
});
