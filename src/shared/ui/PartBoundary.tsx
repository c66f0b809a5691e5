import { Component, type ReactNode } from 'react';

interface Props {
  children: ReactNode;
  /** When it changes (the next page), a part that failed is asked for again. */
  resetKey: string;
}

/**
 * Around a part of a page that is not the page's job (the footer): if its code or texts cannot be
 * fetched, the part is left out instead of the page's error replacing the header and the page too.
 */
export class PartBoundary extends Component<Props, { failed: boolean; key: string }> {
  override state = { failed: false, key: this.props.resetKey };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  static getDerivedStateFromProps(props: Props, state: { failed: boolean; key: string }) {
    return props.resetKey === state.key ? null : { failed: false, key: props.resetKey };
  }

  override render() {
    return this.state.failed ? null : this.props.children;
  }
}
