/** The columns of a stored contact message that the inbox and the owner's email both read (knex gives a MySQL id as a string). */
export type MessageColumns = {
  id: number | string;
  name: string;
  email: string;
  subject: string | null;
  message: string;
  persona: string | null;
  page: string | null;
  folder: string;
};
