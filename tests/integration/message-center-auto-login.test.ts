/**
 * The message centre's auto-login link (`?auto_login=1&user=…&access_token=…`) signs in through
 * next-auth's credentials provider with the link's `user`: a token of another user is refused
 * exactly as a bad token is (no session user), and so is a link without a user.
 */
import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { users } from "../../db/schema";
import { authOptions } from "../../lib/auth/next-auth";
import { loginAs } from "../helpers/api";
import { setupTestDb } from "../helpers/db";

const { db } = setupTestDb();

type Authorize = (credentials: Record<string, string> | undefined, req: unknown) => Promise<{ id: string } | null>;
const authorize = () => (authOptions().providers.find((p) => p.id === "credentials") as unknown as { options: { authorize: Authorize } }).options.authorize;

let ownerId: string;
let staffId: string;
let ownerToken: string;

beforeAll(async () => {
  const idOf = async (email: string) => String((await db().select({ id: users.id }).from(users).where(eq(users.email, email)))[0].id);
  ownerId = await idOf("owner@demo.test");
  staffId = await idOf("staff@demo.test");
  ownerToken = (await loginAs("owner@demo.test")).access_token;
});

describe("credentials sign-in with the auto-login link's user", () => {
  it("signs in when the user is the token's own", async () => {
    expect(await authorize()({ access_token: ownerToken, user: ownerId }, {})).toMatchObject({ id: ownerId });
  });

  it("refuses another user's id, an empty one and a non-number, as it refuses a bad token", async () => {
    expect(await authorize()({ access_token: "not-a-token", user: ownerId }, {})).toBeNull();
    expect(await authorize()({ access_token: ownerToken, user: staffId }, {})).toBeNull();
    expect(await authorize()({ access_token: ownerToken, user: "" }, {})).toBeNull();
    expect(await authorize()({ access_token: ownerToken, user: `${ownerId} ` }, {})).toBeNull();
  });

  it("still signs in a token alone (the Login screen's exchange sends no user)", async () => {
    expect(await authorize()({ access_token: ownerToken }, {})).toMatchObject({ id: ownerId });
  });
});
