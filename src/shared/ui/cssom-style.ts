/**
 * Inline styles set through the CSSOM once the element is in the page, as a callback ref: the CSP's
 * style-src-attr forbids `style` attributes in prerendered HTML (a page baked with its data, a device's
 * colour swatches), not styles the script sets. Properties in CSS's own spelling (`background-color`).
 */
export function cssomStyle(styles: Readonly<Record<string, string | null | undefined>>): (element: HTMLElement | null) => void {
  return (element) => {
    if (!element) return;
    for (const [property, value] of Object.entries(styles)) {
      if (value) element.style.setProperty(property, value);
      else element.style.removeProperty(property);
    }
  };
}
