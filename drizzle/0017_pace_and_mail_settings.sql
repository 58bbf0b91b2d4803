CREATE TABLE "notification_settings" (
	"user_id" uuid NOT NULL,
	"type" text NOT NULL,
	"channel" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "notification_settings_user_id_type_pk" PRIMARY KEY("user_id","type")
);
--> statement-breakpoint
ALTER TABLE "boards" ADD COLUMN "pace" text DEFAULT 'live' NOT NULL;--> statement-breakpoint
ALTER TABLE "notifications" ADD COLUMN "in_app" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "notifications" ADD COLUMN "deadline" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "decision_sessions" ADD COLUMN "pace" text DEFAULT 'live' NOT NULL;--> statement-breakpoint
ALTER TABLE "decision_sessions" ADD COLUMN "human_windows" jsonb;--> statement-breakpoint
ALTER TABLE "notification_settings" ADD CONSTRAINT "notification_settings_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;