import type { MouseEvent, ReactNode } from 'react';
import { Tabs, type TabsTabProps } from '@mantine/core';
import '@mantine/core/styles/Tabs.layer.css';
import { Link, type To } from 'react-router';

/** Mantine's tab calls the Tabs' onChange first; the link's own navigation is then not needed. */
const handledByTabs = (event: MouseEvent) => event.preventDefault();

/**
 * A tab that is a link to the address that opens it (`<a role="tab" href>`), for tabs whose
 * panel the address names (an alias path, `?tab=`). Pressed before the page's scripts arrive,
 * the browser follows the link and the server renders that tab; once they have, the Tabs'
 * onChange navigates (a click, or the arrow keys), and the link still opens in a new tab from
 * the middle button or the context menu.
 */
export function LinkTab({
  to,
  children,
  ...tab
}: Omit<TabsTabProps, 'onClick'> & { to: To; children: ReactNode }) {
  return (
    <Tabs.Tab
      {...tab}
      onClick={handledByTabs}
      // A button's `type` means nothing on a link.
      renderRoot={({ type: _type, ...props }) => <Link to={to} {...props} />}
    >
      {children}
    </Tabs.Tab>
  );
}
