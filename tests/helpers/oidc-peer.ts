import { createHash, generateKeyPairSync, randomBytes, sign } from "node:crypto";
import http from "node:http";
import type { AddressInfo } from "node:net";

export type PeerProfile = { sub: string; email?: string; email_verified?: boolean; name?: string };

const b64url = (v: Buffer | string) => Buffer.from(v).toString("base64url");

/**
 * A local OpenID Connect issuer with Google's claims, for GOOGLE_ISSUER_URL: discovery, JWKS,
 * an authorization endpoint that consents at once as `signInAs`'s profile (the person at
 * Google's consent screen), a token endpoint that checks the client secret and the PKCE
 * verifier and answers an RS256-signed id_token, and userinfo.
 */
export async function startOidcPeer(client: { id: string; secret: string }) {
  const { privateKey, publicKey } = generateKeyPairSync("rsa", { modulusLength: 2048 });
  const kid = "peer-key";
  const codes = new Map<string, { profile: PeerProfile; challenge: string | null; nonce: string | null; redirectUri: string }>();
  const state: { profile: PeerProfile | null } = { profile: null };
  let issuer = "";

  const idToken = (profile: PeerProfile, nonce: string | null) => {
    const now = Math.floor(Date.now() / 1000);
    const header = b64url(JSON.stringify({ alg: "RS256", typ: "JWT", kid }));
    const claims = b64url(JSON.stringify({ iss: issuer, aud: client.id, iat: now, exp: now + 300, ...(nonce ? { nonce } : {}), ...profile }));
    const sig = sign("sha256", Buffer.from(`${header}.${claims}`), privateKey);
    return `${header}.${claims}.${b64url(sig)}`;
  };

  const json = (res: http.ServerResponse, status: number, body: unknown) =>
    res.writeHead(status, { "content-type": "application/json" }).end(JSON.stringify(body));

  const server = http.createServer((req, res) => {
    let raw = "";
    req.on("data", (c) => (raw += c));
    req.on("end", () => {
      const url = new URL(req.url!, issuer);
      if (url.pathname === "/.well-known/openid-configuration") {
        return json(res, 200, {
          issuer,
          authorization_endpoint: `${issuer}/authorize`,
          token_endpoint: `${issuer}/token`,
          userinfo_endpoint: `${issuer}/userinfo`,
          jwks_uri: `${issuer}/jwks`,
          response_types_supported: ["code"],
          subject_types_supported: ["public"],
          id_token_signing_alg_values_supported: ["RS256"],
          token_endpoint_auth_methods_supported: ["client_secret_basic", "client_secret_post"],
          code_challenge_methods_supported: ["S256"],
        });
      }
      if (url.pathname === "/jwks") {
        return json(res, 200, { keys: [{ ...publicKey.export({ format: "jwk" }), kid, alg: "RS256", use: "sig" }] });
      }
      if (url.pathname === "/authorize") {
        const q = url.searchParams;
        const redirectUri = q.get("redirect_uri")!;
        if (q.get("client_id") !== client.id || !state.profile) return json(res, 400, { error: "invalid_request" });
        const code = randomBytes(16).toString("hex");
        codes.set(code, { profile: state.profile, challenge: q.get("code_challenge"), nonce: q.get("nonce"), redirectUri });
        const back = new URL(redirectUri);
        back.searchParams.set("code", code);
        if (q.get("state")) back.searchParams.set("state", q.get("state")!);
        return res.writeHead(302, { location: back.toString() }).end();
      }
      if (url.pathname === "/token" && req.method === "POST") {
        const form = new URLSearchParams(raw);
        const basic = req.headers.authorization?.startsWith("Basic ")
          ? Buffer.from(req.headers.authorization.slice(6), "base64").toString().split(":").map(decodeURIComponent)
          : [form.get("client_id"), form.get("client_secret")];
        if (basic[0] !== client.id || basic[1] !== client.secret) return json(res, 401, { error: "invalid_client" });
        const grant = codes.get(form.get("code") ?? "");
        codes.delete(form.get("code") ?? "");
        const verifier = form.get("code_verifier");
        if (!grant || form.get("redirect_uri") !== grant.redirectUri) return json(res, 400, { error: "invalid_grant" });
        if (grant.challenge && (!verifier || b64url(createHash("sha256").update(verifier).digest()) !== grant.challenge)) {
          return json(res, 400, { error: "invalid_grant", error_description: "PKCE verification failed" });
        }
        return json(res, 200, { access_token: `at-${grant.profile.sub}`, token_type: "Bearer", expires_in: 300, scope: "openid email profile", id_token: idToken(grant.profile, grant.nonce) });
      }
      if (url.pathname === "/userinfo") return json(res, 200, state.profile ?? {});
      json(res, 404, { error: "not_found" });
    });
  });
  await new Promise<void>((r) => server.listen(0, "127.0.0.1", r));
  issuer = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    issuer,
    /** Who consents at the authorization endpoint next. */
    signInAs(profile: PeerProfile) {
      state.profile = profile;
    },
    stop: () => new Promise<void>((r) => server.close(() => r())),
  };
}
