import { Children, cloneElement, isValidElement, type ReactElement, type ReactNode } from 'react';
import { Scripts, type ScriptsProps } from 'react-router';

/**
 * React Router's `<Scripts>` with its module preloads asked for at low priority (decision 84).
 *
 * The page the server sends is whole — its stylesheets inline, its data in it, its forms
 * working without scripts — so the scripts only make it interactive: on a phone's connection the
 * HTML, the images and the icons should go first. React Router's preload links take no priority
 * of their own, so this wraps what `<Scripts>` renders (its public component, called in this
 * component's render, hooks and all) and gives each `<link rel="modulepreload">` a
 * `fetchpriority="low"`; the rest is left as it is. `page-scripts.test.tsx` guards the seam.
 */
export function PageScripts(props: ScriptsProps) {
  return lowPriority(Scripts(props));
}

export function lowPriority(node: ReactNode): ReactNode {
  if (!isValidElement(node)) return node;
  const element = node as ReactElement<{ rel?: string; children?: ReactNode }>;
  if (element.type === 'link' && element.props.rel === 'modulepreload') {
    return cloneElement(element as ReactElement<{ fetchPriority?: string }>, {
      fetchPriority: 'low',
    });
  }
  if (element.props.children === undefined) return element;
  return cloneElement(element, {}, ...Children.toArray(element.props.children).map(lowPriority));
}
