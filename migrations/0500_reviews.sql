-- Reviews, their photos and videos, questions and answers, and the uploads they are made of
-- (docs/decisions/0500-reviews.md).

CREATE TABLE reviews (
  id INTEGER PRIMARY KEY,
  product_id INTEGER NOT NULL REFERENCES products (id) ON DELETE CASCADE,
  -- Where it was written: the store and the shopper's language.
  store TEXT NOT NULL,
  language TEXT NOT NULL CHECK (language IN ('en', 'en-GB', 'de', 'fr', 'es')),
  nickname TEXT NOT NULL CHECK (length(nickname) BETWEEN 1 AND 40),
  email TEXT NOT NULL COLLATE NOCASE,
  rating INTEGER NOT NULL CHECK (rating BETWEEN 1 AND 5),
  body TEXT NOT NULL CHECK (length(body) BETWEEN 1 AND 2000),
  -- Hash of the text with case, spacing and punctuation folded: the duplicate-text check.
  body_hash TEXT NOT NULL,
  status TEXT NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'published', 'rejected')),
  -- Why it waits for moderation ('unverified', 'blockedWord', 'duplicate'), or why it was rejected.
  hold_reason TEXT,
  reject_reason TEXT,
  verified INTEGER NOT NULL DEFAULT 0 CHECK (verified IN (0, 1)),
  helpful_count INTEGER NOT NULL DEFAULT 0 CHECK (helpful_count >= 0),
  media_count INTEGER NOT NULL DEFAULT 0 CHECK (media_count BETWEEN 0 AND 4),
  reply TEXT,
  replied_at INTEGER,
  visitor TEXT NOT NULL,
  created_at INTEGER NOT NULL,
  published_at INTEGER
);
CREATE INDEX reviews_product ON reviews (product_id, status, created_at);
CREATE INDEX reviews_product_rating ON reviews (product_id, status, rating);
CREATE INDEX reviews_media ON reviews (status, media_count, created_at);
CREATE INDEX reviews_body_hash ON reviews (body_hash);
CREATE INDEX reviews_pending ON reviews (status, created_at) WHERE status = 'pending';

CREATE TABLE review_media (
  review_id INTEGER NOT NULL REFERENCES reviews (id) ON DELETE CASCADE,
  position INTEGER NOT NULL CHECK (position BETWEEN 0 AND 3),
  r2_key TEXT NOT NULL UNIQUE,
  kind TEXT NOT NULL CHECK (kind IN ('image', 'video')),
  width INTEGER,
  height INTEGER,
  duration_ms INTEGER,
  PRIMARY KEY (review_id, position)
);

-- One helpful vote per visitor and review.
CREATE TABLE review_votes (
  review_id INTEGER NOT NULL REFERENCES reviews (id) ON DELETE CASCADE,
  visitor TEXT NOT NULL,
  created_at INTEGER NOT NULL,
  PRIMARY KEY (review_id, visitor)
);

-- Words that send a review of a store to moderation (matched as whole words, case folded).
CREATE TABLE review_blocked_words (
  store TEXT NOT NULL,
  word TEXT NOT NULL CHECK (word = lower(word) AND length(word) > 0),
  PRIMARY KEY (store, word)
);

CREATE TABLE questions (
  id INTEGER PRIMARY KEY,
  product_id INTEGER NOT NULL REFERENCES products (id) ON DELETE CASCADE,
  store TEXT NOT NULL,
  language TEXT NOT NULL CHECK (language IN ('en', 'en-GB', 'de', 'fr', 'es')),
  email TEXT NOT NULL DEFAULT '' COLLATE NOCASE,
  body TEXT NOT NULL CHECK (length(body) BETWEEN 1 AND 1000),
  -- A question shows once it has an answer; rejected ones never do.
  status TEXT NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'answered', 'rejected')),
  visitor TEXT NOT NULL,
  created_at INTEGER NOT NULL
);
CREATE INDEX questions_product ON questions (product_id, status, created_at);

CREATE TABLE answers (
  id INTEGER PRIMARY KEY,
  question_id INTEGER NOT NULL REFERENCES questions (id) ON DELETE CASCADE,
  body TEXT NOT NULL CHECK (length(body) BETWEEN 1 AND 2000),
  author TEXT NOT NULL DEFAULT 'shop' CHECK (author IN ('shop')),
  created_at INTEGER NOT NULL
);
CREATE INDEX answers_question ON answers (question_id, created_at);

-- Files uploaded to R2 (MEDIA) for a review or a custom request; attached_at stays NULL until
-- a submission takes them, and the cron deletes those left unattached for 24 hours.
CREATE TABLE uploads (
  r2_key TEXT PRIMARY KEY,
  purpose TEXT NOT NULL CHECK (purpose IN ('review', 'custom')),
  -- The visitor's uuid and the form's draft id: counts are per form, attaching is per visitor.
  visitor TEXT NOT NULL,
  draft TEXT NOT NULL,
  kind TEXT NOT NULL CHECK (kind IN ('image', 'video')),
  mime TEXT NOT NULL,
  bytes INTEGER NOT NULL CHECK (bytes > 0 AND bytes <= 10485760),
  width INTEGER,
  height INTEGER,
  duration_ms INTEGER,
  created_at INTEGER NOT NULL,
  attached_at INTEGER
);
CREATE INDEX uploads_draft ON uploads (visitor, draft, purpose);
CREATE INDEX uploads_unattached ON uploads (created_at) WHERE attached_at IS NULL;
