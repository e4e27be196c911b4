import type { MouseEvent } from 'react';
import { Link } from 'react-router';
import { Tooltip, UnstyledButton } from '@mantine/core';
import '@mantine/core/styles/Tooltip.layer.css';
import { useRouteMeta } from '../../shared/navigation/route-meta';
import { useAppNavigate } from '../../shared/navigation/use-app-navigate';
import { useSessionStore } from '../../shared/session/session-store';
import { Logo } from '../../shared/ui/logo';
import { MenuEntry } from './menu-entry';
import { DESKTOP_MENU, menuItemsFor, type MenuItem } from './menu-items';
import { useOpenProducts } from './use-products-gate';
import classes from './auth-layout.module.css';

/** The desktop left menu: logo to Home, the entries the user's modules allow, Admin for an admin. */
export function DesktopMenu() {
  const user = useSessionStore((s) => s.user);
  const meta = useRouteMeta();
  const navigate = useAppNavigate();
  const openProducts = useOpenProducts();
  const items = menuItemsFor(DESKTOP_MENU, user);

  const handleClick = (event: MouseEvent, item: MenuItem) => {
    event.preventDefault();
    if (item.slug === 'product') openProducts();
    else navigate(item.path);
  };

  return (
    <nav className={classes.nav} aria-label="Main menu">
      <Link to="/home" className={classes.logo} aria-label="Home page">
        <Logo compact />
      </Link>
      {items.map((item) => {
        const active = item.slug === 'admin' ? Boolean(meta?.admin) : item.slug === meta?.module;
        return (
          <Tooltip key={item.id} label={item.name} position="right" withArrow>
            <UnstyledButton
              component="a"
              href={item.path}
              id={`menu-${item.id}`}
              className={classes.navItem}
              data-active={active || undefined}
              aria-current={active ? 'page' : undefined}
              onClick={(event: MouseEvent) => handleClick(event, item)}
            >
              <MenuEntry item={item} iconSize={26} labelClassName={classes.navLabel} />
            </UnstyledButton>
          </Tooltip>
        );
      })}
    </nav>
  );
}
