import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { renderAt } from '../test-utils';
import { SourceLinks } from './source-links';

describe('SourceLinks', () => {
  it('links each task it sums to its summary, then the project report of the organisation', () => {
    renderAt(
      <SourceLinks taskIds={['11', '12']} projectId="7" orgId="4 A" prefix="x" taskText={(id) => `Task ${id}`} reportText="Report" />,
    );
    expect(screen.getByTestId('x-task-11').getAttribute('href')).toBe('/carbonButler/ReportInventory?taskId=11');
    expect(screen.getByTestId('x-task-12').textContent).toBe('Task 12');
    const report = screen.getByTestId('x-report-7');
    expect(report.getAttribute('href')).toBe('/carbonButler/totalReport?projectId=7&orgId=4%20A');
    expect(report.textContent).toBe('Report');
  });
});
