import { Children, isValidElement, type ReactElement, type ReactNode } from 'react';
import { Scripts, type ScriptsProps } from 'react-router';

/** The `<template>` that holds the page's module script until the page has been painted. */
export const PAGE_SCRIPTS_ID = 'page-scripts';

/** Longest the scripts wait for the page's first paint (a browser that never reports one). */
export const LONGEST_WAIT_MS = 3000;

/**
 * Run by the browser where the page is parsed: once the page's first contentful paint is reported
 * (the browser's paint timing, or two animation frames where it has none), it asks for the
 * modules the page needs (preloads, so that the module graph comes at once, not level by level)
 * and starts React Router's module script from its template.
 */
export const START_AFTER_PAINT = `(function(){var t=document.getElementById(${JSON.stringify(PAGE_SCRIPTS_ID)}),s=0;function go(){if(s)return;s=1;(t.dataset.modules||"").split(" ").forEach(function(h){if(!h)return;var l=document.createElement("link");l.rel="modulepreload";l.href=h;document.head.appendChild(l)});document.body.appendChild(t.content)}setTimeout(go,${LONGEST_WAIT_MS});var P=window.PerformanceObserver;if(P&&P.supportedEntryTypes&&P.supportedEntryTypes.indexOf("paint")>=0){var o=new P(function(l){if(l.getEntriesByName("first-contentful-paint").length){o.disconnect();setTimeout(go)}});o.observe({type:"paint",buffered:true})}else{requestAnimationFrame(function(){requestAnimationFrame(function(){setTimeout(go)})})}})();`;

/**
 * React Router's `<Scripts>`, with its module script started after the page's first paint
 * (decision 104).
 *
 * The page the server sends is whole — stylesheets inline, data in it, forms working without
 * scripts — so the scripts only make it interactive. `<Scripts>` renders module preloads and a
 * module script whose imports the browser fetches while it parses the page, before it has painted
 * it; on a phone's connection those downloads compete with the page itself. This component
 * renders what `<Scripts>` renders (its public component, called in this render, hooks and all),
 * but for two things: the module script goes into an inert `<template>`, and the preloads'
 * addresses onto that template; `START_AFTER_PAINT` puts both into the page once it is painted.
 * React Router's data script (its context and the stream that carries the loaders' data) runs
 * where it is, as before. In the browser the template renders empty, as the parsed one is (a
 * template's content is not among its children), so hydration matches.
 * `page-scripts.seam.test.tsx` (React Router's own `<Scripts>` in its `ServerRouter`),
 * `page-scripts.test.tsx` and `e2e/web-delivery.spec.ts` guard the seam.
 */
export function PageScripts(props: ScriptsProps) {
  const { modules, moduleScript, rest } = splitScripts(Scripts(props));
  return (
    <>
      {rest}
      <template id={PAGE_SCRIPTS_ID} data-modules={modules.join(' ')}>
        {typeof document === 'undefined' ? moduleScript : null}
      </template>
      <script
        nonce={props.nonce}
        suppressHydrationWarning
        dangerouslySetInnerHTML={{ __html: START_AFTER_PAINT }}
      />
    </>
  );
}

interface SplitScripts {
  /** The addresses of the module preloads. */
  modules: string[];
  /** The `<script type="module">` that imports the page's route modules and starts the app. */
  moduleScript: ReactNode;
  /** Everything else, as it was (React Router's context and data script). */
  rest: ReactNode[];
}

/** Takes `<Scripts>`' output apart, however deep its fragments. */
export function splitScripts(node: ReactNode): SplitScripts {
  const split: SplitScripts = { modules: [], moduleScript: null, rest: [] };
  const visit = (child: ReactNode) => {
    if (!isValidElement(child)) {
      if (child !== null && child !== undefined && typeof child !== 'boolean') {
        split.rest.push(child);
      }
      return;
    }
    const element = child as ReactElement<{
      rel?: string;
      href?: string;
      type?: string;
      children?: ReactNode;
    }>;
    if (element.type === 'link' && element.props.rel === 'modulepreload' && element.props.href) {
      split.modules.push(element.props.href);
    } else if (element.type === 'script' && element.props.type === 'module') {
      split.moduleScript = element;
    } else if (typeof element.type !== 'string' && element.props.children !== undefined) {
      // A fragment: its children are taken apart in turn.
      Children.toArray(element.props.children).forEach(visit);
    } else {
      split.rest.push(element);
    }
  };
  visit(node);
  return split;
}
