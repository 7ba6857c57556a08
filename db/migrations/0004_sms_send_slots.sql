CREATE TABLE "sms_send_slots" (
	"sender" text PRIMARY KEY NOT NULL,
	"next_at" timestamp with time zone NOT NULL
);
