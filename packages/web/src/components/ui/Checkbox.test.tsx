import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { Checkbox } from './Checkbox';

const noop = () => undefined;

function inputOf(html: string): string {
  const match = /<input[^>]*>/.exec(html);
  if (!match) throw new Error(`no input in ${html}`);
  return match[0];
}

/** The id React gave the input (useId), to follow the label and descriptions to it. */
function idOf(input: string): string {
  const match = / id="([^"]+)"/.exec(input);
  if (!match?.[1]) throw new Error(`no id in ${input}`);
  return match[1];
}

describe('Checkbox', () => {
  it('is a native checkbox (role, Tab and Space for free) named by its label', () => {
    const html = renderToStaticMarkup(
      <Checkbox checked={false} onCheckedChange={noop} label="I agree to the terms of service" />,
    );
    const input = inputOf(html);
    expect(input).toContain('type="checkbox"');
    expect(input).not.toContain('checked=""');
    expect(input).not.toContain('tabindex');
    expect(html).toContain(`<label for="${idOf(input)}"`);
    expect(html).toContain('>I agree to the terms of service</label>');
    expect(input).not.toContain('aria-describedby');
    expect(input).toContain('aria-invalid="false"');
  });

  it('shows its state', () => {
    const input = inputOf(renderToStaticMarkup(<Checkbox checked onCheckedChange={noop} label="Yes" />));
    expect(input).toContain('checked=""');
  });

  it('is described by its hint and its error, and marked invalid with an error', () => {
    const html = renderToStaticMarkup(
      <Checkbox
        checked={false}
        onCheckedChange={noop}
        label="I agree to the privacy policy"
        hint="You can withdraw at any time."
        error="Please agree to continue."
      />,
    );
    const input = inputOf(html);
    const id = idOf(input);
    expect(input).toContain(`aria-describedby="${id}-hint ${id}-error"`);
    expect(input).toContain('aria-invalid="true"');
    expect(html).toContain(
      `<span id="${id}-hint" class="text-xs text-slate-600">You can withdraw at any time.</span>`,
    );
    expect(html).toContain(`id="${id}-error"`);
    expect(html).toContain('Please agree to continue.</p>');
  });

  it('keeps the focus ring: no class that hides the outline', () => {
    const input = inputOf(renderToStaticMarkup(<Checkbox checked onCheckedChange={noop} label="Yes" />));
    expect(input).not.toMatch(/outline-none|outline-hidden|focus(-visible)?:outline-0/);
  });
});
