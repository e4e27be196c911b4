import type { CallInput } from '../bad-inputs';
import type { FixtureContext, Person } from '../fixtures';

/** A route that takes the id of an object of the row's kind. */
export interface OwnedRoute<O> {
  /** "METHOD path" of the descriptor. */
  route: string;
  /** The id parameters this entry fills with A's object, e.g. `params.id`, `body.roomId`. */
  ids: string[];
  access: 'read' | 'write';
  /** What the entry shows, in test names. */
  label?: string;
  /**
   * The call with the object's ids, made by `caller` (B; or, as the control, the owner or an
   * admin). May make objects of the caller's own (say, their own room to page through).
   */
  call(
    o: O,
    caller: Person,
    ctx: FixtureContext,
    as: 'intruder' | 'allowed',
  ): Promise<CallInput> | CallInput;
  /** Who may make the call (default the owner): run first, as proof the call itself is valid. */
  allowed?: 'owner' | 'admin';
  /** Other refusal statuses than 403 and 404, with the reason. */
  refusedWith?: { statuses: number[]; reason: string };
}

export interface OwnershipRow<O> {
  kind: string;
  /**
   * How user A makes one, through the API. `b` is the user who will be refused: most rows leave
   * them out; some give them a lesser standing (a plain or blocked member of A's room).
   */
  create(ctx: FixtureContext, a: Person, b: Person): Promise<O>;
  /** The object as A sees it, to show that a refused write left it unchanged. */
  view(ctx: FixtureContext, a: Person, o: O): Promise<unknown>;
  routes: OwnedRoute<O>[];
}

/** A route whose id parameters are anyone's to use, and why. */
export interface PublicRoute {
  route: string;
  ids: string[];
  reason: string;
}

/**
 * A call that names the caller where someone else must be named. It must be refused (4xx) and
 * change nothing, with the caller's id as it is and in upper case (the same uuid).
 */
export interface SelfReference {
  route: string;
  label: string;
  caller: 'user' | 'admin';
  call(self: Person, ctx: FixtureContext): Promise<CallInput> | CallInput;
}
