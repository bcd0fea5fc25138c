-- Inbox messages are shown in the reader's language: their template values are kept as values, and an
-- amount written formatted in one language ('1.234.567,50 VND', '1,234,567.50 VND') becomes its minor
-- units and currency, formatted again for each reader. Times and texts are kept as they are.
UPDATE "inbox_messages"
SET "params" = "params" || jsonb_build_object(
  'amount',
  jsonb_build_object(
    'minor', regexp_replace(split_part("params"->>'amount', ' ', 1), '[^0-9-]', '', 'g'),
    'currency', split_part("params"->>'amount', ' ', 2)
  )
)
WHERE "template" <> 'notice' AND "params"->>'amount' ~ '^-?[0-9][0-9.,]*[.,][0-9]{2} [A-Z]{3}$';
