import { Badge } from '@mantine/core';

// Dark text on light fills keep the labels at WCAG AA contrast.
const colors: Record<string, string> = {
  Active: 'green',
  Draft: 'gray',
  'Out of Date': 'orange',
  Upcoming: 'blue',
  'In Progress': 'green',
  Concluded: 'gray',
};

export function StatusBadge({ label }: { label: string }) {
  return (
    <Badge color={colors[label] ?? 'gray'} variant="light" autoContrast>
      {label}
    </Badge>
  );
}
