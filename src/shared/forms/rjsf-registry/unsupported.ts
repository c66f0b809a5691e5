/**
 * What stands in for a piece of rjsf's default registry the portal's form chunk leaves out: a
 * component that fails loudly when a form reaches it, naming the piece, why it is out and the file
 * that puts it back, instead of drawing nothing. `label` is the component's name (UnsupportedField,
 * UnsupportedWidget, UnsupportedTemplate), which the registry test reads.
 */
export function unsupported(label: string, name: string, why: string, file: string) {
  const component = {
    [label](): never {
      throw new Error(`${name}: ${why}; add it back in src/shared/forms/rjsf-registry/${file}`);
    },
  }[label]!;
  return component;
}
