// The frame of the pages reached from an e-mailed link or from the sign-in page: the brand and
// one card, like the sign-in page.
import { Anchor, Box, Center, Paper } from '@mantine/core';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Brand } from '../../../shared/components/brand.tsx';

export function PublicCard({ children }: { children: ReactNode }) {
  return (
    <Center mih="100vh" p="md" bg="gray.0">
      <Box w="100%" maw={440}>
        <Center mb="lg">
          <Anchor component={Link} to="/" underline="never">
            <Brand withTagline />
          </Anchor>
        </Center>
        <Paper withBorder shadow="sm" p={{ base: 'lg', sm: 'xl' }} radius="md" component="main">
          {children}
        </Paper>
      </Box>
    </Center>
  );
}
