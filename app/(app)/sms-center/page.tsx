import type { Metadata } from "next";
import MessageCenterPage from "../message-center/page";

// The SMS centre is the message centre opened on its SMS threads (the default channel).
export const dynamic = "force-dynamic";
export const metadata: Metadata = { title: "SMS Center" };
export default MessageCenterPage;
