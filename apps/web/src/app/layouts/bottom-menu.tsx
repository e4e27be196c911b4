import type { MouseEvent } from 'react';
import { UnstyledButton } from '@mantine/core';
import { useLocation } from 'react-router';
import { useRouteMeta } from '../../shared/navigation/route-meta';
import { useAppNavigate } from '../../shared/navigation/use-app-navigate';
import { MenuEntry } from './menu-entry';
import { activeMobileEntry, MOBILE_MENU, type MenuItem } from './menu-items';
import { useOpenProducts } from './use-products-gate';
import classes from './auth-layout.module.css';

/** The mobile bottom menu: Media, Products, Community, Education, More (SPEC §2). */
export function BottomMenu() {
  const active = activeMobileEntry(useRouteMeta()?.module);
  const navigate = useAppNavigate();
  const openProducts = useOpenProducts();
  const { pathname } = useLocation();

  const handleClick = (event: MouseEvent, item: MenuItem) => {
    event.preventDefault();
    // "Already active" is active and on its own route: More is active on /profile too, and
    // there it must still lead Home.
    if (item.id === active && pathname.replace(/(.)\/+$/, '$1') === item.path) return;
    if (item.slug === 'product') openProducts();
    else navigate(item.path);
  };

  return (
    <nav className={classes.bottomBar} aria-label="Bottom menu">
      {MOBILE_MENU.map((item) => (
        <UnstyledButton
          key={item.id}
          component="a"
          href={item.path}
          id={`bottom-menu-${item.id}`}
          className={classes.bottomItem}
          data-active={item.id === active || undefined}
          aria-current={item.id === active ? 'page' : undefined}
          onClick={(event: MouseEvent) => handleClick(event, item)}
        >
          <MenuEntry item={item} iconSize={24} />
        </UnstyledButton>
      ))}
    </nav>
  );
}
