import { Badge, Box } from '@chakra-ui/react';
import type { ReactNode } from 'react';

/** A native checkbox or radio in a bordered row: big enough for a thumb, named by its text. */
export function Choice({
  type,
  name,
  checked,
  onChange,
  label,
  count,
  testId,
  countTestId,
}: {
  type: 'checkbox' | 'radio';
  name: string;
  checked: boolean;
  onChange: () => void;
  label: ReactNode;
  count?: number | string;
  testId?: string;
  countTestId?: string;
}) {
  return (
    <Box
      as="label"
      display="flex"
      alignItems="center"
      gap="3"
      p="3"
      borderWidth="1px"
      borderRadius="lg"
      cursor="pointer"
      borderColor={checked ? 'teal.500' : 'gray.200'}
      bg={checked ? 'teal.50' : 'white'}
      minH="11"
      data-testid={testId}
    >
      <input
        type={type}
        name={name}
        checked={checked}
        onChange={onChange}
        style={{ width: 18, height: 18, accentColor: 'var(--brand-700)' }}
      />
      <Box flex="1" minW="0">
        {label}
      </Box>
      {count !== undefined && (
        <Badge variant="subtle" colorPalette="teal" data-testid={countTestId}>
          {count}
        </Badge>
      )}
    </Box>
  );
}
