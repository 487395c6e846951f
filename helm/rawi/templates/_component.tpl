{{/*
Everything one Rawi component needs: ConfigMap (its environment), Deployment, Service,
PodDisruptionBudget, HorizontalPodAutoscaler and NetworkPolicy. Each component's own template
builds the arguments and includes this once.

Args (dict):
  root         the chart's root context
  name         component name (gateway, identity, ...): the values key and the name suffix
  env          plain environment variables (name -> value), stored in the ConfigMap
  secretFiles  list of {env, secret, key}: the Secret key is mounted as a file and the ConfigMap
               sets <env>_FILE to its path; the component reads the file's content as <env>
  readyPath    readiness path (/readyz; /healthz for web, which has no dependencies)
  from         who may connect: "ingress" (the ingress controller) or "gateway"
  alsoFrom     (optional) other components that may connect too
  podAddressEnv (optional) variables set to the pod's own IP (downward API), e.g. HOST for a
               server that should not listen on every interface; METRICS_HOST is always one of
               them when metrics are on (/metrics has no authentication: it listens on the pod's
               address only, where the NetworkPolicy admits the scraper, and on loopback when off)
*/}}
{{- define "rawi.component" -}}
{{- $root := .root -}}
{{- $values := index $root.Values .name -}}
{{- $ctx := dict "root" $root "name" .name -}}
{{- $fullName := include "rawi.componentName" $ctx -}}
{{- $env := deepCopy .env -}}
{{- $metrics := $root.Values.metrics -}}
{{- $podAddressEnv := .podAddressEnv | default list -}}
{{- if $metrics.enabled }}
{{- $_ := set $env "METRICS_PORT" (index $metrics.ports .name | int | toString) }}
{{- $podAddressEnv = append $podAddressEnv "METRICS_HOST" }}
{{- end }}
{{- range .secretFiles }}
{{- $_ := set $env (printf "%s_FILE" .env) (printf "%s/%s" (include "rawi.secretsDir" $root) (.env | lower | replace "_" "-")) }}
{{- end }}
apiVersion: v1
kind: ConfigMap
metadata:
  name: {{ $fullName }}
  labels:
    {{- include "rawi.labels" $ctx | nindent 4 }}
data:
  {{- range $key, $value := $env }}
  {{ $key }}: {{ $value | toString | quote }}
  {{- end }}
---
apiVersion: apps/v1
kind: Deployment
metadata:
  name: {{ $fullName }}
  labels:
    {{- include "rawi.labels" $ctx | nindent 4 }}
spec:
  {{- if not $values.autoscaling.enabled }}
  replicas: {{ $values.replicaCount }}
  {{- end }}
  revisionHistoryLimit: 5
  strategy:
    type: RollingUpdate
    rollingUpdate:
      maxUnavailable: 0
      maxSurge: 1
  selector:
    matchLabels:
      {{- include "rawi.selectorLabels" $ctx | nindent 6 }}
  template:
    metadata:
      labels:
        {{- include "rawi.labels" $ctx | nindent 8 }}
      annotations:
        # Restart the pods when their environment or the set of mounted secrets changes.
        checksum/config: {{ toJson (list $env .secretFiles) | sha256sum }}
        {{- if $metrics.enabled }}
        prometheus.io/scrape: "true"
        prometheus.io/port: {{ index $metrics.ports .name | quote }}
        prometheus.io/path: /metrics
        {{- end }}
        {{- with $values.podAnnotations }}
        {{- toYaml . | nindent 8 }}
        {{- end }}
    spec:
      automountServiceAccountToken: false
      # No Docker-link variables: the environment is exactly the ConfigMap.
      enableServiceLinks: false
      terminationGracePeriodSeconds: 30
      {{- with $root.Values.imagePullSecrets }}
      imagePullSecrets:
        {{- range . }}
        - name: {{ . }}
        {{- end }}
      {{- end }}
      securityContext:
        {{- include "rawi.podSecurityContext" (dict "uid" 1000) | nindent 8 }}
      topologySpreadConstraints:
        - maxSkew: 1
          topologyKey: kubernetes.io/hostname
          whenUnsatisfiable: ScheduleAnyway
          labelSelector:
            matchLabels:
              {{- include "rawi.selectorLabels" $ctx | nindent 14 }}
      {{- with include "rawi.scheduling" $values }}
      {{- . | nindent 6 }}
      {{- end }}
      containers:
        - name: {{ .name }}
          image: {{ include "rawi.image" $ctx | quote }}
          imagePullPolicy: {{ $root.Values.image.pullPolicy }}
          envFrom:
            - configMapRef:
                name: {{ $fullName }}
          {{- with $podAddressEnv }}
          env:
            {{- range . }}
            - name: {{ . }}
              valueFrom:
                fieldRef:
                  fieldPath: status.podIP
            {{- end }}
          {{- end }}
          ports:
            - name: http
              containerPort: {{ $values.port }}
              protocol: TCP
            {{- if $metrics.enabled }}
            - name: metrics
              containerPort: {{ index $metrics.ports .name }}
              protocol: TCP
            {{- end }}
          startupProbe:
            httpGet: { path: /healthz, port: http }
            periodSeconds: {{ $root.Values.probes.periodSeconds }}
            timeoutSeconds: {{ $root.Values.probes.timeoutSeconds }}
            failureThreshold: {{ $root.Values.probes.startupFailureThreshold }}
          livenessProbe:
            httpGet: { path: /healthz, port: http }
            periodSeconds: {{ $root.Values.probes.periodSeconds }}
            timeoutSeconds: {{ $root.Values.probes.timeoutSeconds }}
            failureThreshold: {{ $root.Values.probes.livenessFailureThreshold }}
          readinessProbe:
            httpGet: { path: {{ .readyPath }}, port: http }
            periodSeconds: {{ $root.Values.probes.periodSeconds }}
            timeoutSeconds: {{ $root.Values.probes.timeoutSeconds }}
            failureThreshold: {{ $root.Values.probes.readinessFailureThreshold }}
          resources:
            {{- toYaml $values.resources | nindent 12 }}
          securityContext:
            {{- include "rawi.containerSecurityContext" . | nindent 12 }}
          volumeMounts:
            - name: tmp
              mountPath: /tmp
            {{- if .secretFiles }}
            - name: secrets
              mountPath: {{ include "rawi.secretsDir" $root }}
              readOnly: true
            {{- end }}
      volumes:
        - name: tmp
          emptyDir:
            sizeLimit: 256Mi
        {{- if .secretFiles }}
        - name: secrets
          projected:
            # Readable by the pod's group (fsGroup) only.
            defaultMode: 0440
            sources:
              {{- range .secretFiles }}
              - secret:
                  name: {{ .secret }}
                  items:
                    - key: {{ .key }}
                      path: {{ .env | lower | replace "_" "-" }}
              {{- end }}
        {{- end }}
---
apiVersion: v1
kind: Service
metadata:
  name: {{ $fullName }}
  labels:
    {{- include "rawi.labels" $ctx | nindent 4 }}
spec:
  type: ClusterIP
  selector:
    {{- include "rawi.selectorLabels" $ctx | nindent 4 }}
  ports:
    - name: http
      port: {{ $values.port }}
      targetPort: http
      protocol: TCP
    {{- if $metrics.enabled }}
    - name: metrics
      port: {{ index $metrics.ports .name }}
      targetPort: metrics
      protocol: TCP
    {{- end }}
{{- if $values.podDisruptionBudget.enabled }}
---
apiVersion: policy/v1
kind: PodDisruptionBudget
metadata:
  name: {{ $fullName }}
  labels:
    {{- include "rawi.labels" $ctx | nindent 4 }}
spec:
  maxUnavailable: {{ $values.podDisruptionBudget.maxUnavailable }}
  selector:
    matchLabels:
      {{- include "rawi.selectorLabels" $ctx | nindent 6 }}
{{- end }}
{{- if $values.autoscaling.enabled }}
---
apiVersion: autoscaling/v2
kind: HorizontalPodAutoscaler
metadata:
  name: {{ $fullName }}
  labels:
    {{- include "rawi.labels" $ctx | nindent 4 }}
spec:
  scaleTargetRef:
    apiVersion: apps/v1
    kind: Deployment
    name: {{ $fullName }}
  minReplicas: {{ $values.autoscaling.minReplicas }}
  maxReplicas: {{ $values.autoscaling.maxReplicas }}
  metrics:
    - type: Resource
      resource:
        name: cpu
        target:
          type: Utilization
          averageUtilization: {{ $values.autoscaling.targetCPUUtilizationPercentage }}
{{- end }}
{{- if $root.Values.networkPolicy.enabled }}
---
apiVersion: networking.k8s.io/v1
kind: NetworkPolicy
metadata:
  name: {{ $fullName }}
  labels:
    {{- include "rawi.labels" $ctx | nindent 4 }}
spec:
  podSelector:
    matchLabels:
      {{- include "rawi.selectorLabels" $ctx | nindent 6 }}
  policyTypes: [Ingress]
  ingress:
    - from:
        {{- if eq .from "ingress" }}
        - namespaceSelector:
            {{- toYaml $root.Values.networkPolicy.ingressController.namespaceSelector | nindent 12 }}
          podSelector:
            {{- toYaml $root.Values.networkPolicy.ingressController.podSelector | nindent 12 }}
        {{- else }}
        - podSelector:
            matchLabels:
              {{- include "rawi.selectorLabels" (dict "root" $root "name" .from) | nindent 14 }}
        {{- end }}
        {{- include "rawi.testPodPeer" $root | nindent 8 }}
        {{- range (.alsoFrom | default list) }}
        - podSelector:
            matchLabels:
              {{- include "rawi.selectorLabels" (dict "root" $root "name" .) | nindent 14 }}
        {{- end }}
      ports:
        - port: http
          protocol: TCP
    {{- if $metrics.enabled }}
    # Prometheus scrapes /metrics on its own port; the gateway and the Ingress never route it.
    - from:
        {{- toYaml $metrics.networkPolicyFrom | nindent 8 }}
      ports:
        - port: metrics
          protocol: TCP
    {{- end }}
{{- end }}
{{- end -}}

{{/* The `helm test` pods, which call every component's health endpoints. */}}
{{- define "rawi.testPodPeer" -}}
- podSelector:
    matchLabels:
      {{- include "rawi.selectorLabels" (dict "root" . "name" "helm-test") | nindent 6 }}
{{- end -}}
