import { afterEach, describe, expect, it, vi } from 'vitest';
import { prepareTakeOver } from './take-over';

const form = (email = '') =>
  `<form><input name="email" type="email" value="${email}"><input name="password" type="password"><input name="remember" type="checkbox"><select name="title"><option value=""></option><option value="Dr">Dr</option></select></form>`;

function typeInto(field: HTMLInputElement, value: string) {
  field.focus();
  field.value = value;
  field.dispatchEvent(new Event('input', { bubbles: true }));
}

describe('taking a prerendered page over', () => {
  afterEach(() => (document.body.innerHTML = ''));

  it('writes what was typed into the new inputs of the same name, as input events, with the focus', () => {
    document.body.innerHTML = `<div id="root" data-prerendered>${form('early@example.com')}</div>`;
    const root = document.getElementById('root')!;
    const takeOver = prepareTakeOver(root);
    const title = root.querySelector<HTMLSelectElement>('[name=title]')!;
    title.value = 'Dr';
    title.dispatchEvent(new Event('change', { bubbles: true }));
    typeInto(root.querySelector<HTMLInputElement>('[name=password]')!, 'Secret!1');

    // The app's render replaces the markup.
    root.innerHTML = form();
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
  });

  it('stops listening once done, and does nothing on a page that was not prerendered', () => {
    document.body.innerHTML = `<div id="root" data-prerendered>${form()}</div>`;
    const root = document.getElementById('root')!;
    const takeOver = prepareTakeOver(root);
    takeOver();
    root.innerHTML = form();
    typeInto(root.querySelector<HTMLInputElement>('[name=email]')!, 'late@example.com');
    const spy = vi.fn();
    root.addEventListener('input', spy);
    takeOver();
    expect(spy).not.toHaveBeenCalled();

    document.body.innerHTML = `<div id="root">${form('x@example.com')}</div>`;
    const plain = document.getElementById('root')!;
    const nothing = prepareTakeOver(plain);
    plain.innerHTML = form();
    nothing();
    expect(plain.querySelector<HTMLInputElement>('[name=email]')!.value).toBe('');
  });
});
