import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { Switch } from './Switch';

const noop = () => undefined;

/** The attributes of the one element with this role, read from static markup. */
function elementWithRole(html: string, role: string): string {
  const match = new RegExp(`<[a-z]+[^>]*role="${role}"[^>]*>`).exec(html);
  if (!match) throw new Error(`no element with role ${role} in ${html}`);
  return match[0];
}

describe('Switch', () => {
  it('is a native button with role switch and its state, so Tab, Space and Enter work without scripts', () => {
    const on = elementWithRole(
      renderToStaticMarkup(<Switch id="s" checked onCheckedChange={noop} label="Include live sources" />),
      'switch',
    );
    expect(on).toMatch(/^<button /);
    expect(on).toContain('type="button"');
    expect(on).toContain('aria-checked="true"');
    // Reachable by Tab: never taken out of the tab order.
    expect(on).not.toContain('tabindex');
    const off = elementWithRole(
      renderToStaticMarkup(
        <Switch id="s" checked={false} onCheckedChange={noop} label="Include live sources" />,
      ),
      'switch',
    );
    expect(off).toContain('aria-checked="false"');
  });

  it('is named by its visible label and described by its hint', () => {
    const html = renderToStaticMarkup(
      <Switch
        id="live"
        checked
        onCheckedChange={noop}
        label="Include live sources"
        hint="CDC, FDA and NIH look-ups"
      />,
    );
    expect(html).toContain('<label for="live"');
    expect(html).toContain('>Include live sources</label>');
    expect(elementWithRole(html, 'switch')).toContain('aria-describedby="live-hint"');
    expect(html).toContain(
      '<span id="live-hint" class="text-xs text-slate-600">CDC, FDA and NIH look-ups</span>',
    );
  });

  it('with a hidden label, carries the words as its aria-label and keeps other descriptions', () => {
    const html = renderToStaticMarkup(
      <Switch checked onCheckedChange={noop} label="Remove Name" hideLabel describedBy="item-text" />,
    );
    const button = elementWithRole(html, 'switch');
    expect(button).toContain('aria-label="Remove Name"');
    expect(button).toContain('aria-describedby="item-text"');
    expect(html).not.toContain('<label');
  });

  it('keeps the focus ring: no class that hides the outline', () => {
    const button = elementWithRole(
      renderToStaticMarkup(<Switch checked onCheckedChange={noop} label="Remove Name" hideLabel />),
      'switch',
    );
    expect(button).not.toMatch(/outline-none|outline-hidden|focus(-visible)?:outline-0/);
  });

  it('can be disabled, natively', () => {
    const button = elementWithRole(
      renderToStaticMarkup(<Switch checked onCheckedChange={noop} label="Remove Name" disabled />),
      'switch',
    );
    expect(button).toContain('disabled=""');
  });
});
