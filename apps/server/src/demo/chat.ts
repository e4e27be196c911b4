import { sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { chatMessages, chatRoomMembers, chatRooms, directConversations } from '../db/schema';
import { orderedPair } from '../modules/chat/chat.policy';
import type { Random } from './random';

const ROOMS: { name: string; lines: string[] }[] = [
  {
    name: 'CBPM prescribing network',
    lines: [
      'Has anyone had a specialist ask for a change of chemovar mid-titration?',
      'Yes, we document it as a new prescription and re-check the patient’s consent.',
      'Worth flagging the THC:CBD ratio change to the GP as well.',
      'Agreed. We add a note to the shared care record.',
      'Any tips for counselling on vaporised flower dosing?',
      'Start low, go slow, and we give patients a written titration diary.',
    ],
  },
  {
    name: 'Pain management pharmacists',
    lines: [
      'Reminder: the regional pain MDT moved to Thursdays.',
      'Thanks. Is the opioid tapering guidance still the 2024 version?',
      'Yes, the update is due next quarter.',
      'We are seeing more patients on gabapentinoids alongside CBPMs; any interactions to watch?',
      'Additive CNS depression mainly. Counsel on driving and dizziness.',
    ],
  },
  {
    name: 'Community pharmacy – North West',
    lines: [
      'Pharmacy First referrals are up again this week.',
      'Same here, mostly UTIs and sinusitis.',
      'Does anyone stock the 10:10 oil? Our wholesaler is out.',
      'We had two bottles arrive this morning, happy to help if you have a prescription to fill.',
    ],
  },
  {
    name: 'Journal club – medicinal cannabis',
    lines: [
      'This month: the observational registry paper on chronic pain outcomes.',
      'The sample is large but the lack of a control arm limits it.',
      'Still useful for adverse event rates, which were reassuringly low.',
    ],
  },
  {
    name: 'Controlled drugs governance',
    lines: [
      'CD register audits are due by the end of the month.',
      'Remember Schedule 2 CBPMs need the full CD prescription requirements.',
      'And 30-day supply limits unless clinically justified.',
    ],
  },
];

const DIRECT_LINES = [
  'Hi, are you free for a quick call about a patient’s CBPM prescription?',
  'Sure, give me ten minutes.',
  'Thanks for the advice on the titration plan.',
  'No problem, let me know how the review goes.',
  'Did you see the new MHRA drug safety update?',
  'Yes, I will share it with the team this afternoon.',
];

/**
 * Rooms and direct chats among demo people. The demo accounts (first ids) have read everything,
 * so they start with no unread messages.
 */
export async function seedChat(tx: Db, rnd: Random, userIds: string[], demoIds: string[]) {
  const start = new Date('2026-10-01T08:00:00Z').getTime();
  const messages: (typeof chatMessages.$inferInsert)[] = [];
  let t = start;
  const at = () => new Date((t += rnd.int(20, 600) * 60_000));

  for (const r of ROOMS) {
    const roomId = rnd.uuid();
    const members = [
      ...new Set([...demoIds, ...Array.from({ length: 8 }, () => rnd.pick(userIds))]),
    ];
    await tx
      .insert(chatRooms)
      .values({ id: roomId, name: r.name, createdBy: demoIds[0]!, createdAt: new Date(t) });
    await tx.insert(chatRoomMembers).values(
      members.map((userId, i) => ({
        roomId,
        userId,
        role: i === 0 ? ('admin' as const) : ('member' as const),
        joinedAt: new Date(t),
      })),
    );
    for (const line of r.lines) {
      messages.push({
        roomId,
        senderId: rnd.pick(members),
        clientId: rnd.uuid(),
        content: line,
        createdAt: at(),
      });
    }
  }

  const partners = [
    ...new Set(
      Array.from({ length: 6 }, () => rnd.pick(userIds.filter((id) => !demoIds.includes(id)))),
    ),
  ];
  for (const me of demoIds.slice(0, 2)) {
    for (const other of partners.slice(0, 4)) {
      const [userA, userB] = orderedPair(me, other);
      const conversationId = rnd.uuid();
      await tx
        .insert(directConversations)
        .values({ id: conversationId, userA, userB })
        .onConflictDoNothing();
      const n = rnd.int(2, DIRECT_LINES.length);
      for (let i = 0; i < n; i++) {
        messages.push({
          conversationId,
          senderId: i % 2 ? me : other,
          clientId: rnd.uuid(),
          content: DIRECT_LINES[i]!,
          createdAt: at(),
        });
      }
    }
  }

  // In time order, so seq follows createdAt.
  messages.sort((a, b) => (a.createdAt as Date).getTime() - (b.createdAt as Date).getTime());
  await tx.insert(chatMessages).values(messages);
  await tx.execute(
    sql`update chat_rooms r set last_message_seq = (select max(seq) from chat_messages m where m.room_id = r.id)`,
  );
  await tx.execute(
    sql`update direct_conversations c set last_message_seq = (select max(seq) from chat_messages m where m.conversation_id = c.id)`,
  );
  const ids = sql.join(
    demoIds.map((id) => sql`${id}::uuid`),
    sql`, `,
  );
  await tx.execute(sql`
    insert into chat_read_markers (user_id, target_id, last_read_seq)
    select m.user_id, r.id, r.last_message_seq from chat_room_members m join chat_rooms r on r.id = m.room_id
    where m.user_id in (${ids}) and r.last_message_seq is not null
    union all
    select u.id, c.id, c.last_message_seq from direct_conversations c join users u on u.id in (c.user_a, c.user_b)
    where u.id in (${ids}) and c.last_message_seq is not null
    on conflict do nothing`);
}
