-- Wallet sub-accounts keep the processor's reference of their card and its last four digits, never the number
-- (responses show `************4242`). Numbers stored before are replaced by the test processor's reference of
-- them, which charges as the number did (only the test processor ever received numbers: a real one stores its
-- own references): `tok_test_<outcome>_<last four>`.
ALTER TABLE wallet_subaccounts ADD COLUMN processor_credit_card_last4 text;

UPDATE wallet_subaccounts s
SET processor_credit_card_last4 = right(n.digits, 4),
    processor_credit_card = 'tok_test_' || CASE n.digits
      WHEN '4000000000000002' THEN 'card_declined'
      WHEN '4000000000009995' THEN 'insufficient_funds'
      WHEN '4000000000000069' THEN 'expired_card'
      ELSE 'approved' END || '_' || right(n.digits, 4)
FROM (SELECT org_id, id, regexp_replace(processor_credit_card, '[[:space:]-]', '', 'g') AS digits FROM wallet_subaccounts) n
WHERE s.org_id = n.org_id AND s.id = n.id AND n.digits ~ '^[0-9]{12,19}$';
