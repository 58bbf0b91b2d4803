CREATE TABLE "meeting_attendance" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"meeting_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"status" text NOT NULL,
	"recorded_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "boards" ADD COLUMN "quorum" integer;--> statement-breakpoint
ALTER TABLE "agenda_items" ADD COLUMN "decision_votes" jsonb;--> statement-breakpoint
ALTER TABLE "agenda_items" ADD COLUMN "decision_rule" text;--> statement-breakpoint
ALTER TABLE "agenda_items" ADD COLUMN "decision_conditions" jsonb;--> statement-breakpoint
ALTER TABLE "meeting_minutes" ADD COLUMN "approved_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "meeting_minutes" ADD COLUMN "approved_by_id" uuid;--> statement-breakpoint
ALTER TABLE "meeting_minutes" ADD COLUMN "approved_by_name" text;--> statement-breakpoint
ALTER TABLE "meeting_minutes" ADD COLUMN "approved_attendance" jsonb;--> statement-breakpoint
ALTER TABLE "decision_sessions" ADD COLUMN "proceeded_without" jsonb;--> statement-breakpoint
ALTER TABLE "meeting_attendance" ADD CONSTRAINT "meeting_attendance_meeting_id_meetings_id_fk" FOREIGN KEY ("meeting_id") REFERENCES "public"."meetings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "meeting_attendance" ADD CONSTRAINT "meeting_attendance_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "meeting_attendance_person" ON "meeting_attendance" USING btree ("meeting_id","user_id");--> statement-breakpoint
ALTER TABLE "meeting_minutes" ADD CONSTRAINT "meeting_minutes_approved_by_id_users_id_fk" FOREIGN KEY ("approved_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;