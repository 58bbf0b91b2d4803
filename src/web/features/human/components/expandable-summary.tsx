// A perspective in the portal: its summary (cut at a word boundary, with an ellipsis) and, when
// that left something out, "Show all" to read the whole of it in place.
import { Anchor, Text } from '@mantine/core';
import { useId, useState } from 'react';

export function ExpandableSummary({ summary, text }: { summary: string; text: string }) {
  const [open, setOpen] = useState(false);
  const id = useId();
  const whole = text.trim();
  const cut = summary !== whole.replace(/\s+/g, ' ');
  return (
    <Text size="sm" component="div">
      <span id={id} style={{ whiteSpace: open ? 'pre-wrap' : undefined }}>
        {open ? whole : summary}
      </span>
      {cut && (
        <>
          {' '}
          <Anchor
            component="button"
            type="button"
            size="sm"
            aria-expanded={open}
            aria-controls={id}
            onClick={() => setOpen((was) => !was)}
          >
            {open ? 'Show less' : 'Show all'}
          </Anchor>
        </>
      )}
    </Text>
  );
}
