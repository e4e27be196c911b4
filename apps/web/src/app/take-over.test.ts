import { act, createElement, useState } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { afterPageShown, pageShown, prepareTakeOver } from './take-over';

// A prerendered form as the build writes it (the e-mail field with a default value of its own).
const form = (email = 'default@example.com') =>
  `<form><input name="email" type="email" value="${email}"><input name="password" type="password"><input name="remember" type="checkbox"><input name="day" type="date"><select name="title"><option value=""></option><option value="Dr">Dr</option></select></form>`;

function typeInto(field: HTMLInputElement, value: string) {
  field.focus();
  field.value = value;
  field.dispatchEvent(new Event('input', { bubbles: true }));
}

function prerendered() {
  document.body.innerHTML = `<div id="root" data-prerendered style="visibility: hidden">${form()}</div>`;
  return document.getElementById('root')!;
}

describe('taking a prerendered page over', () => {
  afterEach(() => {
    document.body.innerHTML = '';
    vi.restoreAllMocks();
  });

  it('writes what was typed or picked into the new fields of the same name, with the focus', () => {
    const root = prerendered();
    // Typed before the app's scripts ran: seen by comparing with the markup's default.
    root.querySelector<HTMLInputElement>('[name=email]')!.value = 'early@example.com';
    const takeOver = prepareTakeOver(root);
    const title = root.querySelector<HTMLSelectElement>('[name=title]')!;
    title.value = 'Dr';
    title.dispatchEvent(new Event('change', { bubbles: true }));
    typeInto(root.querySelector<HTMLInputElement>('[name=password]')!, 'Secret!1');

    // The app's render replaces the markup, with its own defaults.
    root.innerHTML = form('');
    const seen: string[] = [];
    for (const type of ['input', 'change']) {
      root.addEventListener(type, (e) =>
        seen.push(`${type} ${(e.target as HTMLInputElement).name}`),
      );
    }
    takeOver();

    expect(root.querySelector<HTMLInputElement>('[name=email]')!.value).toBe('early@example.com');
    expect(root.querySelector<HTMLInputElement>('[name=password]')!.value).toBe('Secret!1');
    expect(root.querySelector<HTMLSelectElement>('[name=title]')!.value).toBe('Dr');
    expect(seen).toEqual(['input email', 'change title', 'input password']);
    expect(document.activeElement).toBe(root.querySelector('[name=password]'));
    expect(root.hasAttribute('data-prerendered')).toBe(false);
    expect(root.style.visibility).toBe('');
  });

  it("leaves the app's own defaults alone where nothing was typed", () => {
    const root = prerendered();
    const takeOver = prepareTakeOver(root);
    root.innerHTML = form('').replace(
      'name="day" type="date"',
      'name="day" type="date" value="2026-11-24"',
    );
    takeOver();
    expect(root.querySelector<HTMLInputElement>('[name=email]')!.value).toBe('');
    expect(root.querySelector<HTMLInputElement>('[name=day]')!.value).toBe('2026-11-24');
  });

  it('does not bring back the focus of a field the visitor has left', () => {
    const root = prerendered();
    const takeOver = prepareTakeOver(root);
    const email = root.querySelector<HTMLInputElement>('[name=email]')!;
    typeInto(email, 'a@example.com');
    email.blur();
    root.innerHTML = form('');
    takeOver();
    expect(document.activeElement).toBe(document.body);
  });

  it('stops listening once done', () => {
    const root = prerendered();
    const removed = vi.spyOn(document, 'removeEventListener');
    const takeOver = prepareTakeOver(root);
    takeOver();
    expect(removed.mock.calls.map(([type]) => type).sort()).toEqual(
      ['change', 'focusin', 'focusout', 'input'].sort(),
    );
  });

  it('shows the page, and makes a page the server rendered usable (decision 49)', () => {
    const root = prerendered();
    root.inert = true;
    prepareTakeOver(root)();
    expect(root.hasAttribute('data-prerendered')).toBe(false);
    expect(root.style.visibility).toBe('');
    expect(root.inert).toBe(false);
  });

  it('does nothing on a page that was not prerendered', () => {
    document.body.innerHTML = `<div id="root">${form()}</div>`;
    const plain = document.getElementById('root')!;
    plain.querySelector<HTMLInputElement>('[name=email]')!.value = 'x@example.com';
    const added = vi.spyOn(document, 'addEventListener');
    const nothing = prepareTakeOver(plain);
    plain.innerHTML = form('');
    nothing();
    expect(added).not.toHaveBeenCalled();
    expect(plain.querySelector<HTMLInputElement>('[name=email]')!.value).toBe('');
  });
});

describe('taking over a page the app hydrates (decision 50)', () => {
  function NameForm() {
    const [name, setName] = useState('Casey');
    return createElement(
      'form',
      null,
      createElement('input', {
        name: 'firstName',
        value: name,
        onChange: (e: { target: HTMLInputElement }) => setName(e.target.value),
      }),
      createElement('output', null, `state:${name}`),
    );
  }

  it("makes React's state follow what was typed into the page's own field before", async () => {
    document.body.innerHTML = `<div id="root" data-prerendered>${renderToString(createElement(NameForm))}</div>`;
    const root = document.getElementById('root')!;
    const field = root.querySelector<HTMLInputElement>('[name=firstName]')!;
    field.value = '';
    const takeOver = prepareTakeOver(root);
    typeInto(field, 'Morgan');

    await act(async () => {
      hydrateRoot(root, createElement(NameForm));
    });
    // The same node, hydrated: it shows what was typed, React's state does not yet.
    expect(root.querySelector('[name=firstName]')).toBe(field);
    expect(root.querySelector('output')!.textContent).toBe('state:Casey');
    await act(async () => takeOver());
    expect(field.value).toBe('Morgan');
    expect(root.querySelector('output')!.textContent).toBe('state:Morgan');
  });
});

describe("the page's first commit (decision 50)", () => {
  it('runs what waits for it then, and at once after', () => {
    const waiting = vi.fn();
    afterPageShown(waiting);
    expect(waiting).not.toHaveBeenCalled();
    pageShown();
    expect(waiting).toHaveBeenCalledTimes(1);
    const later = vi.fn();
    afterPageShown(later);
    expect(later).toHaveBeenCalledTimes(1);
  });
});
