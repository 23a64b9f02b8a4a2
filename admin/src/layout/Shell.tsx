import { Button, Group, NavLink, Text, Title } from '@mantine/core';
import { useAdmin } from '../api/admin-context';
import { EventForm } from '../events/EventForm';
import { EventList } from '../events/EventList';
import { Home } from '../home/Home';
import { screens } from './screens';

/** The frame of every signed-in screen: the company, the menu the member's permissions allow, sign out. */
export function Shell({ route, onSignOut }: { route: string[]; onSignOut(): void }) {
  const { session, permissions } = useAdmin();
  const allowed = screens.filter((screen) => permissions.can(screen.permission));
  const [section, id] = route;
  return (
    <div className="shell">
      <header className="shell-header">
        <Title order={2} size="h4">
          {session.company.name} admin
        </Title>
        <Group>
          <Text size="sm">{session.member.email}</Text>
          <Button variant="default" size="xs" onClick={onSignOut}>
            Sign out
          </Button>
        </Group>
      </header>
      <nav className="shell-nav" aria-label="Main">
        <NavLink href="#/" label="Home" active={!section} aria-current={!section ? 'page' : undefined} />
        {allowed.map((screen) => (
          <NavLink
            key={screen.path}
            href={`#/${screen.path}`}
            label={screen.label}
            active={section === screen.path}
            aria-current={section === screen.path ? 'page' : undefined}
          />
        ))}
      </nav>
      <main className="shell-main">
        {section === 'events' && permissions.can('events.view') ? (
          id ? (
            <EventForm key={id} id={id === 'new' ? null : Number(id)} />
          ) : (
            <EventList />
          )
        ) : (
          <Home screens={allowed} />
        )}
      </main>
    </div>
  );
}
