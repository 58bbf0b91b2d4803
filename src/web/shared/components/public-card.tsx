// The frame of the pages one reaches signed out (sign-in, an invitation, an e-mailed link): the
// brand above one card.
import { Anchor, Box, Center, Paper } from '@mantine/core';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Brand } from './brand.tsx';

export function PublicCard({ width = 440, children }: { width?: number; children: ReactNode }) {
  return (
    <Center mih="100vh" p="md" bg="gray.0">
      <Box w="100%" maw={width}>
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
