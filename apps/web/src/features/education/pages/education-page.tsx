import { Stack, Tabs, Title } from '@mantine/core';
import '@mantine/core/styles/Tabs.layer.css';
import { useLocation } from 'react-router';
import { useAppNavigate } from '../../../shared/navigation/use-app-navigate';
import { useIsMobile } from '../../../shared/navigation/use-is-mobile';
import { LinkTab } from '../../../shared/ui/link-tab';
import { AddressSearchBox } from '../../../shared/ui/search-box';
import classes from '../components/education.module.css';
import { sectionHref, sectionOfPath } from '../lib/education-tabs';
import { useSearchParam } from '../../../shared/navigation/use-search-param';
import { educationSections } from '../sections';

/**
 * /education and its aliases: one tab per section. An alias opens its tab (bare /education the
 * first); picking a tab goes to its alias, so Back and links follow the tabs. The search box's
 * text (debounced, kept in `?search=`) goes to the open tab's panel and follows it to the next.
 */
export function EducationPage() {
  const { pathname } = useLocation();
  const navigate = useAppNavigate();
  const mobile = useIsMobile();
  const [search, setSearch] = useSearchParam();
  const active = sectionOfPath(educationSections, pathname);

  return (
    <Stack gap="md" className={classes.page} data-testid="education-page">
      {!mobile && (
        <Title order={1} fz="h2">
          Education
        </Title>
      )}
      <AddressSearchBox
        term={search}
        onSearch={setSearch}
        label={active ? `Search ${active.label}` : 'Search education'}
      />
      <Tabs
        value={active?.key ?? null}
        onChange={(value) => {
          const next = educationSections.find((s) => s.key === value);
          if (next) navigate(sectionHref(next.path, search));
        }}
        keepMounted={false}
      >
        <Tabs.List className={classes.tabList}>
          {educationSections.map((s) => (
            <LinkTab
              key={s.key}
              value={s.key}
              to={sectionHref(s.path, search)}
              className={classes.tab}
            >
              {s.label}
            </LinkTab>
          ))}
        </Tabs.List>
        {educationSections.map(({ key, Panel }) => (
          <Tabs.Panel key={key} value={key} pt="md">
            <Panel search={search} />
          </Tabs.Panel>
        ))}
      </Tabs>
    </Stack>
  );
}
