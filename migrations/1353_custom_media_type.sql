-- Staff send videos of the finished piece (MP4 or WebM) as well as photos: each media row says
-- which it is, so the shopper's page plays a video and shows a picture. Earlier rows are pictures.
ALTER TABLE custom_request_media ADD COLUMN media_type TEXT NOT NULL DEFAULT 'image' CHECK (media_type IN ('image', 'video'));
