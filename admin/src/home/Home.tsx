import { Anchor, Card, Text, Title } from '@mantine/core';
import { useAdmin } from '../api/admin-context';
import type { Screen } from '../layout/screens';

/** Where a member lands: the screens their role opens. */
export function Home({ screens }: { screens: readonly Screen[] }) {
  const { session } = useAdmin();
  return (
    <>
      <Title order={1} mb="md">
        Welcome, {session.member.full_name || session.member.email}
      </Title>
      {screens.length === 0 ? (
        <Text>Your role opens no screen of this admin yet. Ask an owner of {session.company.name} for access.</Text>
      ) : (
        <div className="tiles">
          {screens.map((screen) => (
            <Card key={screen.path} withBorder>
              <Anchor href={`#/${screen.path}`} fw={600}>
                {screen.label}
              </Anchor>
              <Text size="sm" mt="xs">
                {screen.summary}
              </Text>
            </Card>
          ))}
        </div>
      )}
    </>
  );
}
