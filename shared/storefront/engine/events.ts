import { storefrontFamilies } from '../families';
import { viewSchema } from './schemas';

const EVENTS = [
  ['created', 'was created'],
  ['updated', 'changed (fields, status, switch, memberships or variants)'],
  ['deleted', 'was deleted; carries its last state'],
] as const;

/**
 * The event declarations of every storefront family (`<family>_created|updated|deleted`), for the
 * event catalog: the payload's resource object is the family's company view.
 */
export function storefrontEventDeclarations() {
  return storefrontFamilies.flatMap((family) =>
    EVENTS.map(([event, what]) => ({
      resource: family.name,
      event,
      resourceName: `Service::Storefront::${family.label.replaceAll(' ', '')}`,
      audience: 'company' as const,
      description: `a storefront ${family.name.replaceAll('_', ' ')} ${what}`,
      resourceSchema: viewSchema(family),
      example: family.example,
    })),
  );
}
