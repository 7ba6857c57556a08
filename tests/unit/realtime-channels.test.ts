import { describe, expect, it } from "vitest";
import { EVENTS, mayAuthorize, ownChannels, userChannel } from "../../lib/platform/realtime/channels";

describe("realtime channels", () => {
  it("names each user's private channels with the spec's names", () => {
    expect(userChannel("sms-receive", 7)).toBe("private-sms-receive.7");
    expect(userChannel("progress-channel", 7)).toBe("private-progress-channel.7");
    expect(userChannel("portal-messsage-member", 7)).toBe("private-portal-messsage-member.7");
    expect(userChannel("content-upload-channel", 7)).toBe("private-content-upload-channel-7");
    expect(ownChannels(7)).toHaveLength(4);
    expect(EVENTS).toEqual({
      "sms-receive": "sms-receive",
      "progress-channel": "progress",
      "portal-messsage-member": "portal-message",
      "content-upload-channel": "content-upload-event",
    });
  });

  it("authorises a user's own channels and nothing else", () => {
    for (const channel of ownChannels(7)) expect(mayAuthorize(7, channel), channel).toBe(true);
    for (const channel of [
      ...ownChannels(8), // another user's
      ...ownChannels(70), // a longer id with the same prefix
      "private-sms-receive.7 ", // near misses
      "private-sms-receive.07",
      "sms-receive.7", // public
      "presence-sms-receive.7",
      "private-encrypted-sms-receive.7",
      "private-content-upload-channel.7",
      "private-sms-receive-7",
      "",
    ]) {
      expect(mayAuthorize(7, channel), channel).toBe(false);
    }
  });
});
