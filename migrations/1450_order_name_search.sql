-- The back office finds orders by the buyer's name (docs/decisions/1330-past-one-database.md,
-- "orders by the buyer's name"): the last and first name of the billing address, which every
-- order has (a copy of the shipping address when the shopper gave no other), folded as
-- shared/fold-name.ts folds a typed name: ASCII case by lower(), and the accented Latin letters
-- and combining marks of its table by replace(), since D1's lower() folds ASCII only and D1 runs
-- no function of ours. shared/fold-name.test.ts checks this SQL against foldName letter by letter.
-- Generated (VIRTUAL) columns, not stored ones: every writer of an order (checkout, the seeds,
-- the tests' fixtures) gets them without a change, existing orders need no rewrite, and only the
-- index below keeps their values. The replacements come in three columns of about 70 each, as
-- D1 refuses an expression nested deeper than 100; a name of printable ASCII alone never computes
-- them (a virtual column is computed only where it is read). The same SQL twice, for the last
-- name and the first: SQL has no function to share it, and one fold of both names together, split
-- after, is computed once per reference to it: the index build took 2 to 3.7 times the CPU.
ALTER TABLE orders ADD COLUMN billing_last_fold1 TEXT AS (
  replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(json_extract(billing_address, '$.lastName'),
  'À', 'a'), 'Á', 'a'), 'Â', 'a'), 'Ã', 'a'), 'Ä', 'a'), 'Å', 'a'), 'Æ', 'ae'), 'Ç', 'c'), 'È', 'e'),
  'É', 'e'), 'Ê', 'e'), 'Ë', 'e'), 'Ì', 'i'), 'Í', 'i'), 'Î', 'i'), 'Ï', 'i'), 'Ð', 'd'), 'Ñ', 'n'),
  'Ò', 'o'), 'Ó', 'o'), 'Ô', 'o'), 'Õ', 'o'), 'Ö', 'o'), 'Ø', 'o'), 'Ù', 'u'), 'Ú', 'u'), 'Û', 'u'),
  'Ü', 'u'), 'Ý', 'y'), 'Þ', 'th'), 'ß', 'ss'), 'à', 'a'), 'á', 'a'), 'â', 'a'), 'ã', 'a'), 'ä', 'a'),
  'å', 'a'), 'æ', 'ae'), 'ç', 'c'), 'è', 'e'), 'é', 'e'), 'ê', 'e'), 'ë', 'e'), 'ì', 'i'), 'í', 'i'),
  'î', 'i'), 'ï', 'i'), 'ð', 'd'), 'ñ', 'n'), 'ò', 'o'), 'ó', 'o'), 'ô', 'o'), 'õ', 'o'), 'ö', 'o'),
  'ø', 'o'), 'ù', 'u'), 'ú', 'u'), 'û', 'u'), 'ü', 'u'), 'ý', 'y'), 'þ', 'th'), 'ÿ', 'y'), 'Ā', 'a'),
  'ā', 'a'), 'Ă', 'a'), 'ă', 'a'), 'Ą', 'a'), 'ą', 'a'), 'Ć', 'c')
);
ALTER TABLE orders ADD COLUMN billing_last_fold2 TEXT AS (
  replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(billing_last_fold1,
  'ć', 'c'), 'Ĉ', 'c'), 'ĉ', 'c'), 'Ċ', 'c'), 'ċ', 'c'), 'Č', 'c'), 'č', 'c'), 'Ď', 'd'), 'ď', 'd'),
  'Đ', 'd'), 'đ', 'd'), 'Ē', 'e'), 'ē', 'e'), 'Ĕ', 'e'), 'ĕ', 'e'), 'Ė', 'e'), 'ė', 'e'), 'Ę', 'e'),
  'ę', 'e'), 'Ě', 'e'), 'ě', 'e'), 'Ĝ', 'g'), 'ĝ', 'g'), 'Ğ', 'g'), 'ğ', 'g'), 'Ġ', 'g'), 'ġ', 'g'),
  'Ģ', 'g'), 'ģ', 'g'), 'Ĥ', 'h'), 'ĥ', 'h'), 'Ħ', 'h'), 'ħ', 'h'), 'Ĩ', 'i'), 'ĩ', 'i'), 'Ī', 'i'),
  'ī', 'i'), 'Ĭ', 'i'), 'ĭ', 'i'), 'Į', 'i'), 'į', 'i'), 'İ', 'i'), 'ı', 'i'), 'Ĳ', 'ij'), 'ĳ', 'ij'),
  'Ĵ', 'j'), 'ĵ', 'j'), 'Ķ', 'k'), 'ķ', 'k'), 'ĸ', 'k'), 'Ĺ', 'l'), 'ĺ', 'l'), 'Ļ', 'l'), 'ļ', 'l'),
  'Ľ', 'l'), 'ľ', 'l'), 'Ŀ', 'l'), 'ŀ', 'l'), 'Ł', 'l'), 'ł', 'l'), 'Ń', 'n'), 'ń', 'n'), 'Ņ', 'n'),
  'ņ', 'n'), 'Ň', 'n'), 'ň', 'n'), 'ŉ', 'n'), 'Ŋ', 'n'), 'ŋ', 'n')
);
ALTER TABLE orders ADD COLUMN billing_last_fold3 TEXT AS (
  replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(billing_last_fold2,
  'Ō', 'o'), 'ō', 'o'), 'Ŏ', 'o'), 'ŏ', 'o'), 'Ő', 'o'), 'ő', 'o'), 'Œ', 'oe'), 'œ', 'oe'), 'Ŕ', 'r'),
  'ŕ', 'r'), 'Ŗ', 'r'), 'ŗ', 'r'), 'Ř', 'r'), 'ř', 'r'), 'Ś', 's'), 'ś', 's'), 'Ŝ', 's'), 'ŝ', 's'),
  'Ş', 's'), 'ş', 's'), 'Š', 's'), 'š', 's'), 'Ţ', 't'), 'ţ', 't'), 'Ť', 't'), 'ť', 't'), 'Ŧ', 't'),
  'ŧ', 't'), 'Ũ', 'u'), 'ũ', 'u'), 'Ū', 'u'), 'ū', 'u'), 'Ŭ', 'u'), 'ŭ', 'u'), 'Ů', 'u'), 'ů', 'u'),
  'Ű', 'u'), 'ű', 'u'), 'Ų', 'u'), 'ų', 'u'), 'Ŵ', 'w'), 'ŵ', 'w'), 'Ŷ', 'y'), 'ŷ', 'y'), 'Ÿ', 'y'),
  'Ź', 'z'), 'ź', 'z'), 'Ż', 'z'), 'ż', 'z'), 'Ž', 'z'), 'ž', 'z'), 'ſ', 's'), '̀', ''), '́', ''),
  '̂', ''), '̃', ''), '̄', ''), '̅', ''), '̆', ''), '̇', ''), '̈', ''), '̉', ''), '̊', ''),
  '̋', ''), '̌', ''), '̧', ''), '̨', '')
);
ALTER TABLE orders ADD COLUMN billing_last_folded TEXT AS (lower(CASE WHEN json_extract(billing_address, '$.lastName') GLOB '*[^ -~]*' THEN billing_last_fold3 ELSE json_extract(billing_address, '$.lastName') END));
ALTER TABLE orders ADD COLUMN billing_first_fold1 TEXT AS (
  replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(json_extract(billing_address, '$.firstName'),
  'À', 'a'), 'Á', 'a'), 'Â', 'a'), 'Ã', 'a'), 'Ä', 'a'), 'Å', 'a'), 'Æ', 'ae'), 'Ç', 'c'), 'È', 'e'),
  'É', 'e'), 'Ê', 'e'), 'Ë', 'e'), 'Ì', 'i'), 'Í', 'i'), 'Î', 'i'), 'Ï', 'i'), 'Ð', 'd'), 'Ñ', 'n'),
  'Ò', 'o'), 'Ó', 'o'), 'Ô', 'o'), 'Õ', 'o'), 'Ö', 'o'), 'Ø', 'o'), 'Ù', 'u'), 'Ú', 'u'), 'Û', 'u'),
  'Ü', 'u'), 'Ý', 'y'), 'Þ', 'th'), 'ß', 'ss'), 'à', 'a'), 'á', 'a'), 'â', 'a'), 'ã', 'a'), 'ä', 'a'),
  'å', 'a'), 'æ', 'ae'), 'ç', 'c'), 'è', 'e'), 'é', 'e'), 'ê', 'e'), 'ë', 'e'), 'ì', 'i'), 'í', 'i'),
  'î', 'i'), 'ï', 'i'), 'ð', 'd'), 'ñ', 'n'), 'ò', 'o'), 'ó', 'o'), 'ô', 'o'), 'õ', 'o'), 'ö', 'o'),
  'ø', 'o'), 'ù', 'u'), 'ú', 'u'), 'û', 'u'), 'ü', 'u'), 'ý', 'y'), 'þ', 'th'), 'ÿ', 'y'), 'Ā', 'a'),
  'ā', 'a'), 'Ă', 'a'), 'ă', 'a'), 'Ą', 'a'), 'ą', 'a'), 'Ć', 'c')
);
ALTER TABLE orders ADD COLUMN billing_first_fold2 TEXT AS (
  replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(billing_first_fold1,
  'ć', 'c'), 'Ĉ', 'c'), 'ĉ', 'c'), 'Ċ', 'c'), 'ċ', 'c'), 'Č', 'c'), 'č', 'c'), 'Ď', 'd'), 'ď', 'd'),
  'Đ', 'd'), 'đ', 'd'), 'Ē', 'e'), 'ē', 'e'), 'Ĕ', 'e'), 'ĕ', 'e'), 'Ė', 'e'), 'ė', 'e'), 'Ę', 'e'),
  'ę', 'e'), 'Ě', 'e'), 'ě', 'e'), 'Ĝ', 'g'), 'ĝ', 'g'), 'Ğ', 'g'), 'ğ', 'g'), 'Ġ', 'g'), 'ġ', 'g'),
  'Ģ', 'g'), 'ģ', 'g'), 'Ĥ', 'h'), 'ĥ', 'h'), 'Ħ', 'h'), 'ħ', 'h'), 'Ĩ', 'i'), 'ĩ', 'i'), 'Ī', 'i'),
  'ī', 'i'), 'Ĭ', 'i'), 'ĭ', 'i'), 'Į', 'i'), 'į', 'i'), 'İ', 'i'), 'ı', 'i'), 'Ĳ', 'ij'), 'ĳ', 'ij'),
  'Ĵ', 'j'), 'ĵ', 'j'), 'Ķ', 'k'), 'ķ', 'k'), 'ĸ', 'k'), 'Ĺ', 'l'), 'ĺ', 'l'), 'Ļ', 'l'), 'ļ', 'l'),
  'Ľ', 'l'), 'ľ', 'l'), 'Ŀ', 'l'), 'ŀ', 'l'), 'Ł', 'l'), 'ł', 'l'), 'Ń', 'n'), 'ń', 'n'), 'Ņ', 'n'),
  'ņ', 'n'), 'Ň', 'n'), 'ň', 'n'), 'ŉ', 'n'), 'Ŋ', 'n'), 'ŋ', 'n')
);
ALTER TABLE orders ADD COLUMN billing_first_fold3 TEXT AS (
  replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(billing_first_fold2,
  'Ō', 'o'), 'ō', 'o'), 'Ŏ', 'o'), 'ŏ', 'o'), 'Ő', 'o'), 'ő', 'o'), 'Œ', 'oe'), 'œ', 'oe'), 'Ŕ', 'r'),
  'ŕ', 'r'), 'Ŗ', 'r'), 'ŗ', 'r'), 'Ř', 'r'), 'ř', 'r'), 'Ś', 's'), 'ś', 's'), 'Ŝ', 's'), 'ŝ', 's'),
  'Ş', 's'), 'ş', 's'), 'Š', 's'), 'š', 's'), 'Ţ', 't'), 'ţ', 't'), 'Ť', 't'), 'ť', 't'), 'Ŧ', 't'),
  'ŧ', 't'), 'Ũ', 'u'), 'ũ', 'u'), 'Ū', 'u'), 'ū', 'u'), 'Ŭ', 'u'), 'ŭ', 'u'), 'Ů', 'u'), 'ů', 'u'),
  'Ű', 'u'), 'ű', 'u'), 'Ų', 'u'), 'ų', 'u'), 'Ŵ', 'w'), 'ŵ', 'w'), 'Ŷ', 'y'), 'ŷ', 'y'), 'Ÿ', 'y'),
  'Ź', 'z'), 'ź', 'z'), 'Ż', 'z'), 'ż', 'z'), 'Ž', 'z'), 'ž', 'z'), 'ſ', 's'), '̀', ''), '́', ''),
  '̂', ''), '̃', ''), '̄', ''), '̅', ''), '̆', ''), '̇', ''), '̈', ''), '̉', ''), '̊', ''),
  '̋', ''), '̌', ''), '̧', ''), '̨', '')
);
ALTER TABLE orders ADD COLUMN billing_first_folded TEXT AS (lower(CASE WHEN json_extract(billing_address, '$.firstName') GLOB '*[^ -~]*' THEN billing_first_fold3 ELSE json_extract(billing_address, '$.firstName') END));
-- A name's orders newest first by the index alone: the page walks the last name's range in
-- (name, newest) order and stops at the page; the first name is checked in the index entry.
CREATE INDEX orders_billing_name ON orders (billing_last_folded, created_at DESC, id DESC, billing_first_folded);
