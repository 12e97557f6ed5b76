import { Tabs } from 'antd';
import { useTranslation } from 'react-i18next';
import type { InventoryTaskDetail } from '@carbon/domain';
import { EntryTable } from './entry-table';
import { categoryText, scopeText, sectionKey, sectionText } from './labels';

type Section = InventoryTaskDetail['sections'][number];

/** The top tabs in order: each scope that has sections, with them. */
const scopeGroups = (task: InventoryTaskDetail) =>
  [1, 2, 3].map((scope) => ({ scope, sections: task.sections.filter((s) => s.scope === scope) })).filter((g) => g.sections.length > 0);

/** The section whose entries show at first: the first of the first tab (`SectionTabs` opens the first tab at each level). */
export const firstSection = (task: InventoryTaskDetail): Section | undefined => scopeGroups(task)[0]?.sections[0];

/**
 * The task's sections in two levels (issue 25: seventeen tabs in one strip left some half visible):
 * scopes 1, 2 and 3 on top (`tab-1-0`, `tab-2-0`, `tab-scope-3`), and the scope 3 categories in a
 * list of their own beside the entries (`tab-3-<category>`). A scope with a single section opens
 * its entries at once.
 */
export function SectionTabs({ task }: { task: InventoryTaskDetail }) {
  const { t: td } = useTranslation('domain');
  const groups = scopeGroups(task);
  const count = (sections: Section[]) => sections.reduce((n, s) => n + s.entryCount, 0);
  const single = (sections: Section[]) => sections.length === 1 && sections[0]!.category === null;
  return (
    <Tabs
      data-testid="sections"
      items={groups.map(({ scope, sections }) =>
        single(sections)
          ? {
              key: sectionKey(sections[0]!),
              label: (
                <span
                  data-testid={`tab-${sectionKey(sections[0]!)}`}
                >{`${sectionText(td, sections[0]!)} (${sections[0]!.entryCount})`}</span>
              ),
              children: <EntryTable task={task} section={sections[0]!} />,
            }
          : {
              key: `scope-${scope}`,
              label: <span data-testid={`tab-scope-${scope}`}>{`${scopeText(td, scope)} (${count(sections)})`}</span>,
              children: (
                <Tabs
                  data-testid={`sections-scope-${scope}`}
                  tabPosition="left"
                  items={sections.map((s) => ({
                    key: sectionKey(s),
                    label: (
                      <span data-testid={`tab-${sectionKey(s)}`}>
                        {s.category ? `${s.category} ${categoryText(td, s.category)}` : scopeText(td, s.scope)} ({s.entryCount})
                      </span>
                    ),
                    children: <EntryTable task={task} section={s} />,
                  }))}
                />
              ),
            },
      )}
    />
  );
}
