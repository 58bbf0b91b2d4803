// How sure a human seat is of its stance (a perspective, a revised stance in a consensus round):
// 0 to 100 in steps of ten, the figure said beside its name.
import { Box, type BoxProps, Slider, Text } from '@mantine/core';

export const CONFIDENCE_STEP = 10;

export function ConfidenceSlider({
  label,
  value,
  onChange,
  ...box
}: BoxProps & {
  /** The slider's name for screen readers and on its thumb. */
  label: string;
  /** Percent. */
  value: number;
  onChange: (value: number) => void;
}) {
  return (
    <Box {...box}>
      <Text size="sm" fw={500}>
        Confidence: {value}%
      </Text>
      <Slider
        aria-label={label}
        thumbLabel={label}
        min={0}
        max={100}
        step={CONFIDENCE_STEP}
        value={value}
        onChange={onChange}
        mt="xs"
      />
    </Box>
  );
}
