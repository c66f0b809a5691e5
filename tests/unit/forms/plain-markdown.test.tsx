// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { RichDescription } from '@rjsf/core';
import type { Registry } from '@rjsf/utils';
import { Markdown, plainText } from '@/shared/forms/plain-markdown';

afterEach(cleanup);

describe('plain-text stand-in for markdown-to-jsx', () => {
  it('drops the emphasis marks of rjsf messages and keeps the words', () => {
    expect(plainText('**photo.png** (image/png, 120 bytes)')).toBe('photo.png (image/png, 120 bytes)');
    expect(plainText('Unsupported field schema for field `root_card`: _Unknown type_.')).toBe(
      'Unsupported field schema for field root_card: Unknown type.',
    );
  });

  it('keeps underscores and stars inside words and lone marks', () => {
    expect(plainText('first_name_x and 2 * 3 * 4')).toBe('first_name_x and 2 * 3 * 4');
    expect(plainText('Tel. +370 6** ***')).toBe('Tel. +370 6** ***');
  });

  it('shows HTML and Markdown blocks as text, never as elements', () => {
    const { container } = render(<Markdown data-testid="md">{'<b>Pay</b> now\n\n# Title'}</Markdown>);
    const node = screen.getByTestId('md');
    expect(node.tagName).toBe('SPAN');
    expect(node.textContent).toBe('<b>Pay</b> now\n\n# Title');
    expect(container.querySelector('b, h1, p')).toBeNull();
  });

  it('renders non-string children unchanged', () => {
    render(<Markdown>{<em>already an element</em>}</Markdown>);
    expect(screen.getByText('already an element').tagName).toBe('EM');
  });

  it('is what @rjsf/core renders when a form asks for Markdown descriptions', () => {
    const registry = { globalUiOptions: {} } as unknown as Registry;
    const { container } = render(
      <RichDescription description="Enter **your** number" registry={registry} uiSchema={{ 'ui:enableMarkdownInDescription': true }} />,
    );
    expect(container.textContent).toBe('Enter your number');
    // markdown-to-jsx would have drawn <strong>: the alias is in effect.
    expect(container.querySelector('strong')).toBeNull();
    expect(screen.getByTestId(RichDescription.TEST_IDS.markdown!)).toBeTruthy();
  });

  it('leaves plain descriptions to rjsf as before', () => {
    const registry = { globalUiOptions: {} } as unknown as Registry;
    const { container } = render(<RichDescription description="Enter your number" registry={registry} />);
    expect(container.innerHTML).toBe('Enter your number');
  });
});
