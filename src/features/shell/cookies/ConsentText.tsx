import { useId, useLayoutEffect, useRef, useState } from 'react';
import { flushSync } from 'react-dom';

interface ConsentTextProps {
  text: string;
  showAll: string;
  showLess: string;
}

/**
 * The consent text, two lines until the visitor asks for the rest. On a phone the full text of a
 * consent manager fills most of the screen before the visitor has seen the page, and, painted once
 * the app is live, it was every first visit's largest paint (LCP 3.4–4.5 s against 0.8 s for the
 * page's own lead). Screen readers read it whole: the clamp is visual only. The toggle shows only
 * when the text does not fit.
 */
export function ConsentText({ text, showAll, showLess }: ConsentTextProps) {
  const id = useId();
  const ref = useRef<HTMLParagraphElement>(null);
  const toggle = useRef<HTMLButtonElement>(null);
  const [expanded, setExpanded] = useState(false);
  const [overflows, setOverflows] = useState(false);

  useLayoutEffect(() => {
    const paragraph = ref.current;
    if (!paragraph || expanded) return undefined;
    let live = true;
    // Synchronously, before the browser paints: a toggle appearing a frame later would move the
    // buttons under the visitor's finger (a layout shift). A toggle the visitor is on stays, though the text now fits (the phone turned while it was open):
    // removing it would drop their focus out of the dialog.
    const measure = () => {
      if (!live) return;
      const fits = paragraph.scrollHeight <= paragraph.clientHeight + 1;
      flushSync(() => setOverflows(!fits || (toggle.current !== null && toggle.current === document.activeElement)));
    };
    // Its dialog opens in its own layout effect, after this one (parents' run last): measured once
    // the commit is over, when the paragraph has its size, and again when the viewport changes.
    queueMicrotask(measure);
    const observer = typeof ResizeObserver === 'function' ? new ResizeObserver(measure) : undefined;
    observer?.observe(paragraph);
    return () => {
      live = false;
      observer?.disconnect();
    };
  }, [expanded, text]);

  return (
    <>
      <p id={id} ref={ref} className={`cookie-consent__text${expanded ? '' : ' is-clamped'}`}>
        {text}
      </p>
      {overflows || expanded ? (
        <button
          ref={toggle}
          type="button"
          className="button button--quiet cookie-consent__toggle"
          aria-expanded={expanded}
          aria-controls={id}
          onClick={() => setExpanded((open) => !open)}
        >
          {expanded ? showLess : showAll}
        </button>
      ) : null}
    </>
  );
}
