import { z } from 'zod';
import { ListQuerySchema } from '../../envelope';
import type { EndpointSchemas } from '../../endpoint';

export const FaqQuestionSchema = z.object({
  _id: z.string(),
  question: z.string(),
  /** Plain text; paragraphs are separated by a blank line. */
  answer: z.string(),
});
export type FaqQuestion = z.infer<typeof FaqQuestionSchema>;

export const FaqTopicSchema = z.object({
  topic: z.string(),
  questions: z.array(FaqQuestionSchema),
});
export type FaqTopic = z.infer<typeof FaqTopicSchema>;

export const FaqQuerySchema = ListQuerySchema.pick({ search: true });
export type FaqQuery = z.infer<typeof FaqQuerySchema>;

export const getFaq = {
  query: FaqQuerySchema,
  response: z.array(FaqTopicSchema),
} satisfies EndpointSchemas;

export const ContactTopicSchema = z.object({
  key: z.string(),
  label: z.string(),
  description: z.string(),
});
export type ContactTopic = z.infer<typeof ContactTopicSchema>;

export const ContactOptionsSchema = z.object({
  email: z.string(),
  phone: z.string().nullable(),
  /** Opening hours, as people say them: 'Monday to Friday, 9am to 5pm'. */
  hours: z.string(),
  /** Working days the team takes to answer. */
  responseDays: z.number().int().positive(),
  topics: z.array(ContactTopicSchema),
});
export type ContactOptions = z.infer<typeof ContactOptionsSchema>;

export const getContactOptions = {
  response: ContactOptionsSchema,
} satisfies EndpointSchemas;
